/**
 * The risk monitor: every planned step is checked against a {@link dev.autopilot.core.risk.RiskPolicy}
 * before it runs, whoever planned it (stock, model or custom planner, or a host's loop through the
 * act API). It composes the gate that already judges consent, traps and sign-ins ({@link
 * dev.autopilot.core.gate.ActionGate}) with the risks that gate does not see: payment fields,
 * off-site targets, downloads, retry storms and steps outside the allowed actions.
 */
@NullMarked
package dev.autopilot.core.risk;

import org.jspecify.annotations.NullMarked;
