/**
 * A demo job board served on 127.0.0.1 with the JDK's HTTP server: six postings whose
 * application forms exercise what a form agent meets in the wild (labelled fields, div-based
 * questions and ARIA widgets, a conditional follow-up question, a flaky backend, a spam
 * refusal, a radio that refuses to be checked). {@link dev.autopilot.examples.site.DemoJobSite}
 * is the entry point; examples and browser tests run against it, nothing leaves the machine.
 */
@NullMarked
package dev.autopilot.examples.site;

import org.jspecify.annotations.NullMarked;
