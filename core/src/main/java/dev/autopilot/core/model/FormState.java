package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * The state of the form a submit control belongs to, read in the page just before and just after
 * a submit gesture.
 *
 * @param formPresent whether the form (or the control's nearest form-like container) is still in
 *     the document
 * @param formVisible whether it is shown
 * @param filledFields how many of its fields hold a value
 * @param valuesDigest a digest of its fields' values (never the values themselves)
 * @param controlPresent whether the submit control is still in the document
 * @param controlDisabled whether the submit control is disabled (or {@code aria-disabled})
 * @param controlLabel the submit control's text
 * @param announcements the visible text of the page's live regions, alerts, toasts and open
 *     dialogs, cut to a bound
 */
public record FormState(boolean formPresent, boolean formVisible, int filledFields, String valuesDigest, boolean controlPresent,
    boolean controlDisabled, String controlLabel, String announcements) {
  /**
   * Checks the texts; the flags and count are taken as given.
   *
   * @param formPresent whether the form is in the document
   * @param formVisible whether it is shown
   * @param filledFields how many fields hold a value
   * @param valuesDigest the values' digest, not null (empty when none was taken)
   * @param controlPresent whether the submit control is in the document
   * @param controlDisabled whether it is disabled
   * @param controlLabel its text, not null
   * @param announcements the announcements' text, not null
   * @throws NullPointerException when a text is null
   */
  public FormState {
    requireNonNull(valuesDigest, "valuesDigest");
    requireNonNull(controlLabel, "controlLabel");
    requireNonNull(announcements, "announcements");
  }

  /**
   * The state of a page from which the form is gone (a new document, say).
   *
   * @param announcements the visible text of the new page's live regions, alerts and dialogs;
   *     empty for none
   * @return a state with no form and no control, nothing filled and an empty digest and label
   */
  public static FormState gone(String announcements) {
    return new FormState(false, false, 0, "", false, false, "", announcements);
  }
}
