/**
 * Domain packs: the site-agnostic knowledge that turns a snapshot's questions into answers.
 * The job-application pack reads an applicant {@link dev.autopilot.core.pack.Profile} and
 * matches questions by their labels and groups, never by selectors.
 */
@NullMarked
package dev.autopilot.core.pack;

import org.jspecify.annotations.NullMarked;
