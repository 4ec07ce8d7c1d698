/**
 * The spec contract a task may carry: a frozen statement of what the run is for and what bounds
 * it (time, retries, hosts, allowed and forbidden actions), the completion gates that must all
 * pass for the run to be done, and the evidence it must leave. Pure data and pure judgement; the
 * orchestrator's {@code SpecLoader} reads it from YAML or JSON.
 */
@NullMarked
package dev.autopilot.core.spec;

import org.jspecify.annotations.NullMarked;
