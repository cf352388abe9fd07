// Finds the types that conform to a protocol by reading the protocol conformance records that
// the Swift runtime keeps for every loaded image, as test runners find tests. Swift has no API for
// this; the record layouts are the Swift ABI's (swift/ABI/Metadata.h) and stable since Swift 5.
#include "CGtkShim.h"
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uintptr_t start;
    size_t length;
} GtkUISectionRange;

// The leading fields of the runtime's MetadataSections (SwiftShims/MetadataSections.h).
typedef struct {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    GtkUISectionRange protocols;
    GtkUISectionRange protocol_conformances;
} GtkUIMetadataSections;

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const GtkUIMetadataSections *sections, void *context), void *context);

typedef struct {
    const void *value;
    uintptr_t state;
} GtkUIMetadataResponse;

typedef GtkUIMetadataResponse (*GtkUIMetadataAccessor)(uintptr_t request) __attribute__((swiftcall));

typedef struct {
    const char *module;
    const char *protocol;
    const void **out;
    size_t capacity;
    size_t count;
} GtkUIScan;

// A relative pointer: an offset from the field's own address.
static const char *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

// A relative pointer whose low bit says the target is a pointer to the thing (a GOT-like slot).
static const char *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const char *const *)target : target;
}

// Context descriptors start with flags, parent and (for modules, protocols and types) name.
enum { kind_module = 0, kind_protocol = 3, kind_class = 16, kind_struct = 17, kind_enum = 18 };

static uint32_t context_flags(const char *descriptor) { return *(const uint32_t *)descriptor; }
static const char *context_parent(const char *descriptor) { return indirectable((const int32_t *)(descriptor + 4)); }
static const char *context_name(const char *descriptor) { return relative((const int32_t *)(descriptor + 8)); }

static bool is_protocol(const char *descriptor, const char *module, const char *protocol) {
    if (!descriptor || (context_flags(descriptor) & 0x1f) != kind_protocol) return false;
    const char *name = context_name(descriptor);
    if (!name || strcmp(name, protocol) != 0) return false;
    const char *parent = context_parent(descriptor);
    if (!parent || (context_flags(parent) & 0x1f) != kind_module) return false;
    const char *parent_name = context_name(parent);
    return parent_name && strcmp(parent_name, module) == 0;
}

static bool scan_image(const GtkUIMetadataSections *sections, void *context) {
    GtkUIScan *scan = context;
    const int32_t *records = (const int32_t *)sections->protocol_conformances.start;
    size_t count = sections->protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        const int32_t *conformance = (const int32_t *)relative(&records[i]);
        if (!conformance || !is_protocol(indirectable(&conformance[0]), scan->module, scan->protocol)) continue;
        // Only direct or indirect references to a Swift type's descriptor name a type we can load.
        uint32_t reference_kind = ((uint32_t)conformance[3] >> 3) & 7;
        const char *type;
        if (reference_kind == 0) {
            type = relative(&conformance[1]);
        } else if (reference_kind == 1) {
            const char *slot = relative(&conformance[1]);
            type = slot ? *(const char *const *)slot : NULL;
        } else {
            continue;
        }
        if (!type) continue;
        uint32_t flags = context_flags(type);
        uint32_t kind = flags & 0x1f;
        // A generic type has no metadata without its arguments.
        if ((kind != kind_class && kind != kind_struct && kind != kind_enum) || (flags & 0x80)) continue;
        const char *accessor = relative((const int32_t *)(type + 12));
        if (!accessor) continue;
        if (scan->count < scan->capacity) {
            GtkUIMetadataResponse response = ((GtkUIMetadataAccessor)accessor)(0);
            scan->out[scan->count] = response.value;
        }
        scan->count++;
    }
    return true;
}

size_t gtkui_conforming_types(const char *module, const char *protocol, const void **out, size_t capacity) {
    GtkUIScan scan = {module, protocol, out, capacity, 0};
    swift_enumerateAllMetadataSections(scan_image, &scan);
    return scan.count;
}
