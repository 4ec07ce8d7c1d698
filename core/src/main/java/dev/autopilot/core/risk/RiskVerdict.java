package dev.autopilot.core.risk;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.gate.GateVerdict;
import org.jspecify.annotations.Nullable;

/**
 * What the {@link RiskMonitor} decided about one planned step: allowed, stopped for a {@link Risk}
 * of its own, or refused by the {@link dev.autopilot.core.gate.ActionGate} it composes.
 *
 * @param risk the risk that stops the step, or null when none of the monitor's own risks does
 * @param gate the gate's verdict on the step, or null when the monitor stopped it first (the gate
 *     was not asked, so no person was asked either)
 * @param reason in words, for events and a stop's message
 */
public record RiskVerdict(@Nullable Risk risk, @Nullable GateVerdict gate, String reason) {
  /**
   * Checks that the verdict comes from exactly one judge.
   *
   * @param risk the monitor's risk, or null when the gate judged
   * @param gate the gate's verdict, or null when the monitor stopped the step
   * @param reason the verdict in words, not null
   * @throws IllegalArgumentException when both or neither of {@code risk} and {@code gate} are given
   * @throws NullPointerException when the reason is null
   */
  public RiskVerdict {
    requireNonNull(reason, "reason");
    if ((risk == null) == (gate == null)) {
      throw new IllegalArgumentException("a verdict has either a risk of the monitor's own or the gate's verdict");
    }
  }

  /** {@return whether the step may run: no risk of the monitor's and the gate allowed it} */
  public boolean allowed() {
    return risk == null && gate != null && gate.allowed();
  }
}
