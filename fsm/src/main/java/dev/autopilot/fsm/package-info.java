/**
 * The run orchestrator: a state machine ({@link dev.autopilot.fsm.Transitions}) that drives
 * whatever {@link dev.autopilot.core} SPI implementations the host assembled through
 * {@link dev.autopilot.fsm.Orchestrator#builder()}, with the escalation ladder on semantic keys,
 * the retry/stop policy per outcome class, and step, time and screenshot budgets. It never sees
 * a browser technology.
 *
 * <p>Inside, each live state has one handler ({@code DiscoverHandler}, {@code
 * AssistPrefillHandler}, {@code VerifyPrefillHandler}, {@code FillHandler}, {@code
 * ValidateHandler}, {@code SubmitHandler}, {@code VerifyOutcomeHandler}) that takes the run's
 * collaborators ({@code RunContext}) and its mutable state ({@code RunLedger}) and returns the
 * next state or a stop ({@code Next}); {@code Run} loops over them and {@code RunEnding} ends
 * every run with one {@code run_finished} event.
 */
@NullMarked
package dev.autopilot.fsm;

import org.jspecify.annotations.NullMarked;
