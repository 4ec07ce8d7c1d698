/**
 * The job-application domain pack: an applicant {@link dev.autopilot.jobpack.Profile} (or a JSON
 * Resume) and {@link dev.autopilot.jobpack.JobApplicationPack}, built on core's domain-neutral
 * {@link dev.autopilot.core.pack.DomainPack} contract. Nothing here is null unless marked.
 */
@NullMarked
package dev.autopilot.jobpack;

import org.jspecify.annotations.NullMarked;
