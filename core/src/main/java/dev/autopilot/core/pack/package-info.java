/**
 * Domain packs: the site-agnostic knowledge that turns a snapshot's questions into answers, by
 * their labels, groups and declared attributes, never by selectors. {@link
 * dev.autopilot.core.pack.GenericPack} fills any form from a file of values keyed by meaning;
 * domain packs (the job pack in {@code autopilot-job-pack}, the packs in {@code autopilot-packs}) are
 * built on the same {@link dev.autopilot.core.pack.DomainPack} contract.
 */
@NullMarked
package dev.autopilot.core.pack;

import org.jspecify.annotations.NullMarked;
