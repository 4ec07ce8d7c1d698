/**
 * The run orchestrator: a state machine ({@link dev.autopilot.fsm.Transitions}) that drives
 * whatever {@link dev.autopilot.core} SPI implementations the host assembled through
 * {@link dev.autopilot.fsm.Orchestrator#builder()}, with the escalation ladder on semantic keys,
 * the retry/stop policy per outcome class, and step, time and screenshot budgets. It never sees
 * a browser technology.
 */
@NullMarked
package dev.autopilot.fsm;

import org.jspecify.annotations.NullMarked;
