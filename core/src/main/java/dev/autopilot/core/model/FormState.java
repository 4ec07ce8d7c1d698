package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * The state of the form a submit control belongs to, read in the page just before and just after
 * a submit gesture.
 *
 * @param formPresent whether the form (or the control's nearest form-like container) is still in
 *     the document
 * @param formVisible whether it is shown
 * @param filledFields how many of its fields hold a value a person gave them: text, or a choice other
 *     than the page's own default (a box ticked, a radio or an option not checked or selected when
 *     the page came), so that a form reset to its defaults holds none
 * @param valuesDigest a digest of its fields' values (never the values themselves)
 * @param controlPresent whether the submit control is still in the document
 * @param controlDisabled whether the submit control is disabled (or {@code aria-disabled})
 * @param controlLabel the submit control's text
 * @param announcements the visible text of the page's live regions, alerts, toasts and open
 *     dialogs, cut to a bound
 * @param revealed read after the gesture only (empty before it): the visible text that appeared in
 *     the form's box since the gesture began, outside labels and controls (what a page shows
 *     beside its form when it refuses it, in whatever markup), cut to a bound; empty for none
 * @param invalidFields read after the gesture only (empty before it): the form's fields that fail
 *     their own constraints ({@code required}, {@code pattern}, {@code minlength}, a type), each
 *     as "question: the browser's message", also in a form the browser does not validate itself
 *     ({@code novalidate}, or no form element), at most five
 */
public record FormState(boolean formPresent, boolean formVisible, int filledFields, String valuesDigest, boolean controlPresent,
    boolean controlDisabled, String controlLabel, String announcements, String revealed, List<String> invalidFields) {
  /**
   * Checks the texts and copies the list; the flags and count are taken as given.
   *
   * @param formPresent whether the form is in the document
   * @param formVisible whether it is shown
   * @param filledFields how many fields hold a value
   * @param valuesDigest the values' digest, not null (empty when none was taken)
   * @param controlPresent whether the submit control is in the document
   * @param controlDisabled whether it is disabled
   * @param controlLabel its text, not null
   * @param announcements the announcements' text, not null
   * @param revealed the text that appeared in the form's box since the gesture, not null
   * @param invalidFields the fields that fail their constraints, copied
   * @throws NullPointerException when a text, the list or an element of it is null
   */
  public FormState {
    requireNonNull(valuesDigest, "valuesDigest");
    requireNonNull(controlLabel, "controlLabel");
    requireNonNull(announcements, "announcements");
    requireNonNull(revealed, "revealed");
    invalidFields = List.copyOf(requireNonNull(invalidFields, "invalidFields"));
  }

  /**
   * A state with nothing revealed and no invalid field (a reading before the gesture, or by an
   * executor that does not read them).
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
  public FormState(boolean formPresent, boolean formVisible, int filledFields, String valuesDigest, boolean controlPresent,
      boolean controlDisabled, String controlLabel, String announcements) {
    this(formPresent, formVisible, filledFields, valuesDigest, controlPresent, controlDisabled, controlLabel, announcements, "", List.of());
  }

  /**
   * Whether the page refused the gesture in place: the form is still shown and, since the gesture,
   * text appeared in its box or some of its fields fail their own constraints. Read with what the
   * gesture sent: only a gesture that sent nothing and opened no dialog was refused this way.
   *
   * @return true when this reading after a gesture shows such a refusal
   */
  public boolean showsRefusal() {
    return formPresent && formVisible && (!revealed.isBlank() || !invalidFields.isEmpty());
  }

  /**
   * The state of a page from which the form is gone (a new document, say).
   *
   * @param announcements the visible text of the new page's live regions, alerts and dialogs;
   *     empty for none
   * @return a state with no form and no control, nothing filled and an empty digest and label
   */
  public static FormState gone(String announcements) {
    return new FormState(false, false, 0, "", false, false, "", announcements, "", List.of());
  }
}
