package dev.autopilot.classifier;

import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What the submit's effects prove, for the classifier to weigh beside the page's words: a request
 * of the form the site accepted, and changes a person sees (the form removed, hidden or reset,
 * new text announced or revealed, another page). A submit is proven by an accepted request with a
 * visible change, or, with no request at all, by the form giving way to new text. A refused
 * request (an error status) is an error signal. A gesture that sent nothing, opened no dialog and
 * left the form where it was, after which text appeared in the form's box or its fields fail their
 * own constraints ({@link FormState#showsRefusal}), or the page announced something new (an alert,
 * an error summary above the form), was refused by the page in place: what a person sees then (the
 * message beside the button or above the form, the fields marked invalid) is the refusal.
 *
 * @param proven whether the effects prove the submit
 * @param errorSignal whether a request of the form came back with an error status
 * @param evidence the effects in words, quoted in the outcome
 * @param refusal what the page showed when it refused the gesture in place, in words; empty when
 *     it did not
 * @param refusedByText whether that refusal includes text that appeared (else only fields that
 *     fail their constraints)
 * @param formGaveWay whether the form was removed or hidden, leaving a person nothing to correct
 * @param newText the text that appeared since the gesture (announced, or revealed in the form's
 *     box; the whole page when the submit loaded a new document), empty when none did
 */
record SubmitProof(boolean proven, boolean errorSignal, String evidence, String refusal, boolean refusedByText, boolean formGaveWay, String newText) {
  private static final SubmitProof NONE = new SubmitProof(false, false, "", "", false, false, "");

  static SubmitProof of(OutcomeSignals signals) {
    @Nullable SubmitEffects fx = signals.submitEffects();
    if (fx == null) {
      return NONE;
    }
    List<String> seen = new ArrayList<>();
    boolean accepted = false;
    boolean refused = false;
    for (SentRequest r : fx.requests()) {
      if (!r.mayCarryForm() || r.status() == null) {
        continue;
      }
      if (r.status() >= 200 && r.status() < 400) {
        accepted = true;
        seen.add(r.method() + " " + r.kind().wireName() + " answered " + r.status());
      } else if (r.status() >= 400) {
        refused = true;
      }
    }
    @Nullable FormState before = fx.before();
    @Nullable FormState after = fx.after();
    boolean changed = false;
    boolean formGaveWay = false;
    if (before != null && after != null) {
      if (before.formPresent() && !after.formPresent()) {
        seen.add("the form was removed");
        changed = formGaveWay = true;
      } else if (before.formVisible() && !after.formVisible()) {
        seen.add("the form was hidden");
        changed = formGaveWay = true;
      } else if (dev.autopilot.core.proof.FormChange.wasReset(before, after)) {
        seen.add("the form was reset");
        changed = true;
      }
      String announced = after.announcements().strip();
      if (!announced.isEmpty() && !announced.equals(before.announcements().strip())) {
        seen.add("new text: '" + announced + "'");
        changed = true;
      }
    }
    boolean elsewhere = !path(signals.url()).equals(path(signals.urlBefore()));
    if (elsewhere) {
      seen.add("now on another page");
      changed = true;
    }
    boolean newText = seen.stream().anyMatch(x -> x.startsWith("new text")) || elsewhere;
    boolean proven = !refused && (accepted && changed || !accepted && formGaveWay && newText);
    String refusal = "";
    boolean byText = false;
    boolean sentNothing = fx.requests().stream().noneMatch(SentRequest::mayCarryForm) && fx.dialogs().isEmpty() && !elsewhere;
    // what the page announced since the gesture (an alert, an error summary above the form): with
    // nothing sent and the form still shown, the page's answer to the gesture is a refusal too
    String announcedNow = before == null || after == null || after.announcements().strip().equals(before.announcements().strip()) ? ""
        : after.announcements().strip();
    boolean announcedBeside = after != null && after.formPresent() && after.formVisible() && !announcedNow.isEmpty();
    if (sentNothing && after != null && (after.showsRefusal() || announcedBeside)) {
      String shown = after.revealed().isBlank() ? "" : "the page showed beside it: '" + after.revealed() + "'";
      if (announcedBeside) {
        shown = (shown.isEmpty() ? "" : shown + "; ") + "the page announced: '" + announcedNow + "'";
      }
      byText = !shown.isEmpty();
      refusal = "nothing was sent and the form stayed; " + shown
          + (byText && !after.invalidFields().isEmpty() ? "; " : "")
          + (after.invalidFields().isEmpty() ? "" : "fields that fail their own constraints: " + String.join("; ", after.invalidFields()));
    }
    String appeared = "";
    boolean newDocument = elsewhere || fx.requests().stream().anyMatch(r -> r.kind() == SentRequest.Kind.DOCUMENT && r.mayCarryForm());
    if (newDocument) {
      appeared = signals.pageText(); // a document the submit loaded: every word of it came with the submit
    } else if (before != null && after != null) {
      String announced = after.announcements().strip();
      appeared = ((announced.equals(before.announcements().strip()) ? "" : announced) + " " + after.revealed()).strip();
    }
    return new SubmitProof(proven, refused, "submit proven: " + String.join("; ", seen), refusal, byText, formGaveWay, appeared);
  }

  /** A URL without its query and fragment: a page that reloads itself with a flag is the same page. */
  private static String path(String url) {
    int cut = url.length();
    for (char c : new char[] {'?', '#'}) {
      int i = url.indexOf(c);
      if (i >= 0 && i < cut) {
        cut = i;
      }
    }
    return url.substring(0, cut);
  }
}
