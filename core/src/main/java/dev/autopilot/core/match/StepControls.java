package dev.autopilot.core.match;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The one judgement of what a control of a form spread over steps does, by its accessible name: a
 * "next" control (Next, Continue, Weiter, Suivant, Siguiente, 下一步, التالي, ...) moves to the
 * following step, a "back" control to the previous one, a "start" control (Start application,
 * Begin, Apply now, ...) may open a form not shown yet, and any other control that submits is the
 * form's final submit, the side effect. The vocabulary is data, {@code step-controls.rules} beside
 * this class, in English, German, French, Spanish, Chinese and Arabic. Planners use it to offer a
 * "next" click rather than a submit; the run uses it to tell a step transition from a submit,
 * whichever planner chose the control. Whether the step really changed is {@link
 * StepTransition}'s call.
 *
 * <p>Stateless and thread-safe.
 */
public final class StepControls {
  /** The intent ({@link dev.autopilot.core.model.ActionMeta#intent()}) of a click that moves a form to its next step. */
  public static final String NEXT_STEP_INTENT = "next_step";
  private static final String RULES = "step-controls.rules";
  /** Arrows, chevrons and punctuation around a control's name, as in "Next →" or "« Back". */
  private static final String DECORATION = "[\\s\\p{P}\\p{S}]*";
  private static final Pattern NEXT = load("next");
  private static final Pattern BACK = load("back");
  private static final Pattern START = load("start");

  private StepControls() {}

  /**
   * Whether a control with this accessible name moves the form to its next step.
   *
   * @param name the control's accessible name; decoration such as arrows is ignored
   * @return true when the whole name reads as "next" in one of the rule file's languages
   */
  public static boolean isNext(String name) {
    return NEXT.matcher(name.strip()).matches();
  }

  /**
   * Whether a control with this accessible name moves the form back a step.
   *
   * @param name the control's accessible name; decoration such as arrows is ignored
   * @return true when the whole name reads as "back"
   */
  public static boolean isBack(String name) {
    return BACK.matcher(name.strip()).matches();
  }
  /**
   * Whether a form shows on the page: a submit control, or a "next" control ({@link #isNext}),
   * visible and outside foreign panels (a footer's newsletter box is no form of the task's),
   * enabled or not (a control disabled while the page checks is still the form's). A submit
   * control the snapshot lists without its element counts. The one reading of "the form is still
   * there" for the outcome classifier and the step transition.
   *
   * @param s the page
   * @return true when a submit or a visible "next" control outside foreign panels is there
   */
  public static boolean formShows(SemanticSnapshot s) {
    for (SubmitCandidate c : s.submitCandidates()) {
      Optional<SemanticElement> e = s.element(c.ref());
      if (e.isEmpty() || e.get().visible() && !e.get().isolated()) {
        return true;
      }
    }
    for (SemanticElement e : s.elements()) {
      if (e.visible() && !e.isolated() && e.role() == Role.BUTTON && isNext(e.name())) {
        return true;
      }
    }
    return false;
  }


  /**
   * Whether a control with this accessible name may open a form that is not shown yet ("Start
   * application", "Begin", "Apply now", "Jetzt bewerben"): a candidate to press on a page with no
   * form in view. The name only makes it a candidate; that the form opened is judged by what
   * pressing it did (fields appeared), never by the name.
   *
   * @param name the control's accessible name
   * @return true when the whole name reads as starting a form
   */
  public static boolean isStart(String name) {
    return START.matcher(name.strip()).matches();
  }

  private static Pattern load(String kind) {
    List<String> patterns = new ArrayList<>();
    String section = "";
    try (InputStream in = StepControls.class.getResourceAsStream(RULES)) {
      if (in == null) {
        throw new IllegalStateException(RULES + " is missing from the classpath");
      }
      for (String raw : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String line = raw.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        if (line.startsWith("[")) {
          section = line.substring(1, line.indexOf(']')).strip().split("\\s+")[0];
        } else if (section.equals(kind)) {
          patterns.add("(?:" + line + ")");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RULES, e);
    }
    return Pattern.compile(DECORATION + "(?:" + String.join("|", patterns) + ")" + DECORATION, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }
}
