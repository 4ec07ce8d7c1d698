/**
 * The gates every action passes in front of the executor, whoever planned it (the stock rule
 * planner, a model, a host's own planner or loop): {@link dev.autopilot.core.gate.ActionGate}
 * (traps and consent: what a person must decide) and {@link dev.autopilot.core.gate.SubmitRule}
 * (whether a form's submit control may be clicked, again). One judgement each, called by the
 * orchestrator and by the act API alike.
 */
@NullMarked
package dev.autopilot.core.gate;

import org.jspecify.annotations.NullMarked;
