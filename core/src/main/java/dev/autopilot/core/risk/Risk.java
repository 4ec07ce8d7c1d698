package dev.autopilot.core.risk;

import java.util.Locale;

/** What the {@link RiskMonitor} stops a step for. */
public enum Risk {
  /**
   * Typing into or choosing in a payment-card field (card number, expiry, security code: the
   * fields {@link dev.autopilot.core.pack.FieldMeanings#PAYMENT} names): what a person pays with
   * is never entered for them.
   */
  PAYMENT_FIELD,
  /** A click on a link that leads to a host outside the run's allowed hosts. */
  OFF_SITE,
  /** A click on a link that downloads a file (a {@code download} link, or one to an archive, program or document). */
  DOWNLOAD,
  /** The same step (verb and question) planned more often than the policy's ceiling: a loop, not progress. */
  RETRY_STORM,
  /** A step whose verb the policy (a spec's allowed or forbidden actions) does not allow. */
  ACTION_NOT_ALLOWED;

  /** {@return the name in events and details: the constant's name in lowercase, such as {@code payment_field}} */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
