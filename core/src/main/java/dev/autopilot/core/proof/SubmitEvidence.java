package dev.autopilot.core.proof;

import static dev.autopilot.core.proof.Changes.cut;

import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Proves a submit by what happened, one evidence item per kind: a navigation; a request sent
 * after the gesture that {@linkplain SentRequest#mayCarryForm may carry the form} (a form post, a
 * fetch, XHR or beacon other than a GET) to the page's own site, with its status (a GET fetch is
 * listed, but proves nothing); the
 * form replaced, removed, hidden or reset; an announcement (status, alert, toast, live region,
 * dialog) appearing or changing; text appearing in the form's box (what a page that refuses the
 * form in place shows beside it); the submit control disabled or relabelled; a JavaScript dialog
 * opening; errors at fields appearing (the page checked the form and refused it: the gesture took
 * effect, though nothing was sent). Any one that held proves the submit; a gesture after which none held changed nothing.
 * Whether the form is still there is {@link FormChange}'s judgement. Stateless.
 */
public final class SubmitEvidence {
  private SubmitEvidence() {}

  /**
   * The verdict on a submit: proven by every deciding item of {@link #of} that held, else
   * unverified because it changed nothing.
   *
   * @param execution the submit's execution: its action is the one verified, its navigation (with
   *     the submit's effects, when the adapter watched them) the main source of proof
   * @param before the snapshot the submit was planned on
   * @param after the snapshot read after it
   * @return a verification that holds, naming its proofs, or one that does not, saying nothing
   *     changed; its evidence is {@link #of}'s in either case
   */
  public static Verification verification(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    List<Evidence> evidence = of(execution.navigation(), before, after);
    List<String> proofs = evidence.stream().filter(e -> e.deciding() && e.held()).map(Evidence::criterion).toList();
    if (proofs.isEmpty()) {
      return new Verification(execution.action(), false, "the submit changed nothing: no navigation, no request, no change to the form, "
          + "its submit control or the page's announcements, no dialog, no error at a field", evidence);
    }
    return new Verification(execution.action(), true, "submit proven by: " + String.join(", ", proofs), evidence);
  }

  /**
   * The evidence of a submit, each item deciding unless it only informs (a read that cannot carry
   * the form, a request outside the run's boundary, a request left unanswered).
   *
   * @param nav the submit's navigation and effects, or null when the executor reported none (the
   *     URLs of the snapshots are compared then)
   * @param before the snapshot the submit was planned on
   * @param after the snapshot read after it
   * @return the items, a new list, never empty: when no deciding item held, it ends with a failed
   *     "something happened"; URLs and page texts in it are cut to 200 characters
   */
  public static List<Evidence> of(@Nullable Navigation nav, SemanticSnapshot before, SemanticSnapshot after) {
    List<Evidence> out = new ArrayList<>();
    String urlBefore = nav != null ? nav.urlBefore() : before.page().url();
    String urlAfter = nav != null ? nav.urlAfter() : after.page().url();
    @Nullable SubmitEffects fx = nav == null ? null : nav.effects();
    boolean navigated = !urlBefore.equals(urlAfter) || !before.page().url().equals(after.page().url())
        || (fx != null && fx.requests().stream().anyMatch(r -> r.kind() == SentRequest.Kind.DOCUMENT && r.allowedHost()));
    if (navigated) {
      Integer status = nav == null ? null : nav.responseStatus();
      out.add(new Evidence("navigation", true, cut(urlBefore), cut(urlAfter + (status == null ? "" : " (HTTP " + status + ")"))));
    }
    if (fx != null) {
      List<SentRequest> own = fx.requests().stream().filter(SentRequest::mayCarryForm).toList();
      if (!own.isEmpty()) {
        out.add(new Evidence("request sent", true, null, cut(own.stream().map(SubmitEvidence::describe).collect(Collectors.joining("; ")))));
      }
      List<SentRequest> reads = fx.requests().stream().filter(r -> r.allowedHost() && !r.mayCarryForm()).toList();
      if (!reads.isEmpty()) {
        out.add(Evidence.informative("a read that cannot carry the form", true, null,
            cut(reads.stream().map(SubmitEvidence::describe).collect(Collectors.joining("; ")))));
      }
      List<SentRequest> foreign = fx.requests().stream().filter(r -> !r.allowedHost()).toList();
      if (!foreign.isEmpty()) {
        out.add(Evidence.informative("request to a host outside the run's boundary", true, null,
            cut(foreign.stream().map(SubmitEvidence::describe).collect(Collectors.joining("; ")))));
      }
      FormState b = fx.before();
      FormState a = fx.after();
      if (b != null && a != null) {
        FormChange.of(b, a).ifPresent(out::add);
        if (!a.announcements().isBlank() && !a.announcements().equals(b.announcements())) {
          out.add(new Evidence(b.announcements().isBlank() ? "announcement appeared" : "announcement changed", true, cut(b.announcements()),
              cut(a.announcements())));
        }
        if (!a.revealed().isBlank() && !a.revealed().equals(b.revealed())) {
          // the page answered the gesture in the form's own box (a message beside the button, a
          // note under a field), in whatever markup: the gesture took effect
          out.add(new Evidence("text appeared in the form", true, null, cut(a.revealed())));
        }
        if (!a.invalidFields().isEmpty()) {
          out.add(Evidence.informative("fields that fail their own constraints", true, null, cut(String.join("; ", a.invalidFields()))));
        }
        if (b.controlPresent() && a.controlPresent()) {
          if (!b.controlDisabled() && a.controlDisabled()) {
            out.add(new Evidence("submit control disabled", true, "enabled", "disabled"));
          }
          if (!b.controlLabel().equals(a.controlLabel())) {
            out.add(new Evidence("submit control relabelled", true, cut(b.controlLabel()), cut(a.controlLabel())));
          }
        }
      }
      for (BrowserDialog d : fx.dialogs()) {
        out.add(new Evidence("dialog opened", true, d.type().wireName(), cut(d.message() + " (" + (d.accepted() ? "accepted" : "dismissed") + ": " + d.reason() + ")")));
      }
      if (fx.mayHaveBeenSubmitted()) {
        out.add(Evidence.informative("every request answered", false, null, "a request that may carry the form got no answer"
            + (fx.timedOut() ? " within " + fx.deadlineMillis() + " ms" : "") + ": the form may have been submitted"));
      }
    } else if (nav != null && nav.responseStatus() != null) {
      out.add(new Evidence("response captured", true, null, cut("HTTP " + nav.responseStatus() + " " + nav.responseUrl())));
    }
    List<String> errors = newFieldErrors(before, after);
    if (!errors.isEmpty()) {
      out.add(new Evidence("field errors appeared", true, null, cut(errors.size() + ": " + String.join("; ", errors))));
    }
    if (out.stream().noneMatch(e -> e.held() && e.deciding())) {
      out.add(new Evidence("something happened", false, cut(urlBefore),
          "nothing changed: no navigation, no request, the form, its submit control and the page's announcements as before, no dialog, "
              + "no error at a field"));
    }
    return out;
  }

  /** The texts of the visible errors tied to a field or question after the gesture that were not shown there before. */
  private static List<String> newFieldErrors(SemanticSnapshot before, SemanticSnapshot after) {
    java.util.Set<String> shown = before.visibleErrors().stream().map(SubmitEvidence::errorKey).collect(Collectors.toSet());
    return after.visibleErrors().stream()
        .filter(e -> (e.ref() != null || e.groupId() != null) && !shown.contains(errorKey(e)))
        .map(dev.autopilot.core.model.FieldError::text)
        .toList();
  }

  private static String errorKey(dev.autopilot.core.model.FieldError e) {
    return e.ref() + "|" + e.groupId() + "|" + e.text();
  }

  private static String describe(SentRequest r) {
    return r.method() + " " + r.kind().wireName() + " " + r.url() + " -> "
        + (r.status() != null ? "HTTP " + r.status() : r.failure() != null ? "failed: " + r.failure() : "no answer yet");
  }
}
