package dev.autopilot.core.gate;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import org.jspecify.annotations.Nullable;

/**
 * An action a host's own loop asked for that was refused before it reached the page ({@link
 * ErrorCode#ACTION_REFUSED}): the {@linkplain ActionGate gate} found it commits the person beyond
 * their consent or answers a trap ({@link #verdict()} says which and why), or it would click a
 * form's submit again with no proven rejection of the last click ({@link #submitDecision()}), or
 * the risk monitor stopped it (a payment field, an off-site link, a download, a retry storm, an
 * action the policy does not allow: {@link #risk()}).
 * Nothing was done to the page. Ask the person, or give that consent and act again; never retry
 * a refused submit unchanged.
 */
public final class ActionRefusedException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final transient Action action;
  private final transient @Nullable GateVerdict verdict;
  private final transient SubmitRule.@Nullable Decision submitDecision;
  private final transient dev.autopilot.core.risk.@Nullable RiskVerdict risk;

  /**
   * A refusal by the gate.
   *
   * @param action the action refused; not carried out
   * @param verdict the gate's verdict, not {@linkplain GateVerdict#allowed() allowed}; its question
   *     and reason make the message
   * @throws NullPointerException when an argument is null
   */
  public ActionRefusedException(Action action, GateVerdict verdict) {
    super(ErrorCode.ACTION_REFUSED, "refused " + requireNonNull(action, "action").verb() + " on '" + verdict.question() + "': " + verdict.reason());
    this.action = action;
    this.verdict = verdict;
    this.submitDecision = null;
    this.risk = null;
  }

  /**
   * A refusal by the risk monitor.
   *
   * @param action the action stopped; not carried out
   * @param risk the monitor's verdict; its reason makes the message
   * @throws NullPointerException when an argument is null
   */
  public ActionRefusedException(Action action, dev.autopilot.core.risk.RiskVerdict risk) {
    super(ErrorCode.ACTION_REFUSED, "stopped " + requireNonNull(action, "action").verb() + ": " + requireNonNull(risk, "risk").reason());
    this.action = action;
    this.verdict = null;
    this.submitDecision = null;
    this.risk = risk;
  }

  /**
   * A refusal by the submit rule: a second submit with no proven rejection of the first.
   *
   * @param action the submit refused; not carried out
   * @param decision the rule's decision; its reason makes the message
   * @throws NullPointerException when an argument is null
   */
  public ActionRefusedException(Action action, SubmitRule.Decision decision) {
    super(ErrorCode.ACTION_REFUSED, "refused a second submit: " + requireNonNull(decision, "decision").reason());
    this.action = requireNonNull(action, "action");
    this.verdict = null;
    this.submitDecision = decision;
    this.risk = null;
  }

  /**
   * {@return the action that was refused, never null; lost when the exception is serialized (the
   * field is transient)}
   */
  public Action action() {
    return action;
  }

  /** {@return the risk monitor's verdict, or null when the gate or the submit rule refused} */
  public dev.autopilot.core.risk.@Nullable RiskVerdict risk() {
    return risk;
  }

  /** {@return the gate's verdict, or null when the submit rule or the risk monitor refused} */
  public @Nullable GateVerdict verdict() {
    return verdict;
  }

  /** {@return the submit rule's decision, or null when the gate or the risk monitor refused} */
  public SubmitRule.@Nullable Decision submitDecision() {
    return submitDecision;
  }
}
