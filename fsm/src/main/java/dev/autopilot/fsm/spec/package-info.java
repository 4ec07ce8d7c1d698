/**
 * Reading a spec contract ({@link dev.autopilot.core.spec.SpecContract}) from YAML or JSON, with
 * errors that name the line, the field and what to write instead. See {@code docs/spec.md}.
 */
@NullMarked
package dev.autopilot.fsm.spec;

import org.jspecify.annotations.NullMarked;
