#ifndef ENTRYDESK_MAPGUARD_H
#define ENTRYDESK_MAPGUARD_H

#include <stddef.h>

/* A file mapped into memory kills the process with SIGBUS when the file is truncated (or
 * rewritten shorter) while a page beyond its new end is read. A guarded mapping instead gets
 * a page of zeros at the fault, and is marked damaged: the reader, which checks every offset
 * it reads, sees nonsense or nothing, and the caller asks `entrydesk_mapguard_take_damage`
 * after each use to stop using the file. A SIGBUS anywhere else goes to the handler that was
 * there before (by default: the process ends, as it would have). */

/* Guards `length` bytes from `start` (a read-only mapping); returns a slot for the other
 * calls, or -1 when all slots are taken (the mapping is then unguarded). */
int entrydesk_mapguard_add(const void *start, size_t length);

/* Stops guarding a slot (before the mapping is unmapped). */
void entrydesk_mapguard_remove(int slot);

/* Whether a read of the slot's mapping faulted since the last call; clears the mark. */
int entrydesk_mapguard_take_damage(int slot);

#endif
