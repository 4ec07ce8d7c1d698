/**
 * What a run remembers between runs, as storage: the locator cache (which element of a known
 * page answers which question, and how to find it again) and the trajectory memory (how past runs
 * on a site went). The interfaces here are storage-shaped — keys, entries, counters, expiry — and
 * free of browser and model types, so a store can be a map in memory ({@link
 * dev.autopilot.core.memory.LocatorCacheStore#inMemory}) or a database.
 *
 * <p>Nothing stored is a value the person gave: an entry says which element answers a question
 * and which key of the task's data answers it ({@code profile.email}), never the answer itself.
 */
@NullMarked
package dev.autopilot.core.memory;

import org.jspecify.annotations.NullMarked;
