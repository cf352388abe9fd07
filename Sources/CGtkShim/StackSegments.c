#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "CGtkShim.h"

// The lowest usable address of the stack the thread runs on now: its own stack until a segment
// is entered, the segment's while it runs.
static __thread char *gtkui_stack_low;

size_t gtkui_stack_remaining(void) {
    char here;
    if (gtkui_stack_low == NULL) {
        pthread_attr_t attributes;
        void *address = NULL;
        size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &attributes) != 0) return SIZE_MAX;
        pthread_attr_getstack(&attributes, &address, &size);
        pthread_attr_destroy(&attributes);
        // The lowest page of a thread's stack may be its guard; count it as used.
        gtkui_stack_low = (char *)address + sysconf(_SC_PAGESIZE);
    }
    return &here > gtkui_stack_low ? (size_t)(&here - gtkui_stack_low) : 0;
}

typedef struct {
    void (*body)(void *context);
    void *context;
} GtkUIStackCall;

// makecontext passes int arguments only, so the call's address travels in two halves.
static void gtkui_stack_trampoline(unsigned int high, unsigned int low) {
    GtkUIStackCall *call = (GtkUIStackCall *)(((uintptr_t)high << 32) | (uintptr_t)low);
    call->body(call->context);
}

gboolean gtkui_call_on_new_stack(size_t size, void (*body)(void *context), void *context) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size = (size + page - 1) / page * page;
    char *segment = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                         -1, 0);
    if (segment == MAP_FAILED) return FALSE;
    // Running off the segment's end faults on the guard page instead of writing over other memory.
    mprotect(segment, page, PROT_NONE);
    (void)gtkui_stack_remaining();
    char *outer_low = gtkui_stack_low;
    GtkUIStackCall call = {body, context};
    ucontext_t caller;
    ucontext_t callee;
    getcontext(&callee);
    callee.uc_stack.ss_sp = segment;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &caller;
    uintptr_t address = (uintptr_t)&call;
    makecontext(&callee, (void (*)(void))gtkui_stack_trampoline, 2, (unsigned int)(address >> 32),
                (unsigned int)(address & 0xffffffffu));
    gtkui_stack_low = segment + page;
    swapcontext(&caller, &callee);
    gtkui_stack_low = outer_low;
    munmap(segment, size);
    return TRUE;
}
