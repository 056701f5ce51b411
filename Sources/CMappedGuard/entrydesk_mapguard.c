#define _GNU_SOURCE
#include "entrydesk_mapguard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

enum { SLOTS = 32 };

/* Read by the signal handler without locks: each field is atomic, and a slot is published by
 * its length (written last, cleared first). */
static struct {
    _Atomic uintptr_t start;
    _Atomic size_t length;
    _Atomic int damaged;
} slots[SLOTS];

static pthread_mutex_t registration = PTHREAD_MUTEX_INITIALIZER;
static int installed;
static struct sigaction previous;
static uintptr_t page_size;

static void on_sigbus(int signal, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < SLOTS; slot++) {
        size_t length = atomic_load(&slots[slot].length);
        uintptr_t start = atomic_load(&slots[slot].start);
        if (length == 0 || address < start || address - start >= length) continue;
        /* A page of zeros where the file has none any more; the read is retried and succeeds. */
        void *page = (void *)(address & ~(page_size - 1));
        if (mmap(page, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
        atomic_store(&slots[slot].damaged, 1);
        return;
    }
    /* Not a guarded mapping: what would have happened without us. */
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction) { previous.sa_sigaction(signal, info, context); return; }
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
        return;
    }
    sigaction(SIGBUS, &previous, NULL);  /* the fault repeats on return and ends the process */
}

int entrydesk_mapguard_add(const void *start, size_t length) {
    if (length == 0) return -1;
    pthread_mutex_lock(&registration);
    if (!installed) {
        page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
        struct sigaction action = {0};
        action.sa_sigaction = on_sigbus;
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        installed = sigaction(SIGBUS, &action, &previous) == 0;
    }
    int found = -1;
    for (int slot = 0; installed && slot < SLOTS && found < 0; slot++) {
        if (atomic_load(&slots[slot].length) != 0) continue;
        atomic_store(&slots[slot].damaged, 0);
        atomic_store(&slots[slot].start, (uintptr_t)start);
        atomic_store(&slots[slot].length, length);
        found = slot;
    }
    pthread_mutex_unlock(&registration);
    return found;
}

void entrydesk_mapguard_remove(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    pthread_mutex_lock(&registration);
    atomic_store(&slots[slot].length, 0);
    atomic_store(&slots[slot].start, 0);
    atomic_store(&slots[slot].damaged, 0);
    pthread_mutex_unlock(&registration);
}

int entrydesk_mapguard_take_damage(int slot) {
    if (slot < 0 || slot >= SLOTS) return 0;
    return atomic_exchange(&slots[slot].damaged, 0);
}
