package dev.autopilot.playwright.internal.proof;

import static dev.autopilot.playwright.internal.proof.Criteria.cut;

import com.microsoft.playwright.Page;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.act.widgets.SelectWidgets;
import dev.autopilot.playwright.internal.snapshot.RefState;
import java.util.List;
import java.util.Optional;

/**
 * The criteria of {@code select_ref}: the chosen option is selected or shown ({@link
 * #optionChosen}); a select replaced by a widget shows the choice in its widget too ({@link
 * #widgetShows}); no popup the executor's gesture opened is still open ({@link PopupCriteria});
 * the errors of its question did not grow ({@link ErrorCriteria}). Stateless.
 */
public final class OptionCriteria {
  private OptionCriteria() {}

  /**
   * Judges a choice of an option.
   *
   * @param errors the criteria on the question's errors
   * @param pipeline the pipeline a re-read of the errors goes through
   * @param action the choice
   * @param t its target in both snapshots
   * @param live the target's live state
   * @param page the page, to read the replaced select's widget and the popups
   * @param refs the page's ref state
   * @return the verification
   */
  public static Verification judge(ErrorCriteria errors, SnapshotPipeline pipeline, Action.SelectRef action, Target t, ReadBack live, Page page,
      RefState refs) {
    Criteria c = new Criteria();
    String wanted = action.option();
    SemanticElement before = t.before();
    Optional<AnswerParts.Part> part = before == null ? Optional.empty() : AnswerParts.partOf(t.beforeSnapshot(), before);
    boolean chosen = optionChosen(wanted, live)
        || part.isPresent() && live.tag().equals("select") && live.selected().stream().anyMatch(pair -> pair.stream().anyMatch(v -> AnswerParts.holds(part.get(), wanted, v)));
    String shown = live.value() == null ? "" : live.value();
    SemanticElement was = t.before();
    c.decide("option selected", chosen, cut(was == null ? null : was.value()),
        cut(shown.isEmpty() && !live.shown().isEmpty() ? String.join(" | ", live.shown()) : shown));
    // a replaced select's widget and the popups of the gesture: only where the executor marked them
    boolean judged = live.marked() && widgetAndPopups(c, page, refs, t, wanted, live);
    if (!judged && !chosen && live.tag().equals("input") && live.expanded()) {
      c.inform("popups closed", false, null, "still open");
    }
    errors.judge(pipeline, c, t, false);
    return c.verification(action);
  }

  /**
   * Whether the wanted option is chosen, by {@link Match#sameOption}: a selected option's label or
   * value names it; or, for widgets that are not native selects, the value, a datalist label or
   * the text the widget shows names it (an input whose suggestions are still open does not
   * count), or an autocomplete input completed the wanted text to a longer suggestion.
   *
   * @param wanted the option asked for
   * @param live the target's live state
   * @return whether it is chosen
   */
  public static boolean optionChosen(String wanted, ReadBack live) {
    for (List<String> pair : live.selected()) {
      if (Match.anyOption(wanted, pair)) {
        return true;
      }
    }
    if (live.tag().equals("select")) {
      return false;
    }
    String shown = live.value() == null ? "" : live.value();
    boolean input = live.tag().equals("input");
    boolean showsIt = Match.sameOption(wanted, shown)
        || Match.anyOption(wanted, live.listLabels())
        || Match.anyOption(wanted, live.shown())
        || (input && !wanted.isBlank() && Match.key(shown).contains(Match.key(wanted)));
    return showsIt && !(input && live.expanded());
  }

  /**
   * Whether the widget of a replaced select shows the wanted option, by {@link Match#anyOption}:
   * one of its texts names it, or names the selected option that names it (the answer given as
   * the option's value).
   *
   * @param wanted the option asked for
   * @param live the select's live state
   * @param shown the texts the widget shows
   * @return whether the widget shows the choice
   */
  public static boolean widgetShows(String wanted, ReadBack live, List<String> shown) {
    if (Match.anyOption(wanted, shown)) {
      return true;
    }
    for (List<String> pair : live.selected()) {
      if (Match.anyOption(wanted, pair) && !pair.isEmpty() && Match.anyOption(pair.get(0), shown)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Two more criteria where they apply: a select replaced by a widget must show the choice in its
   * widget too ({@link #widgetShows}); the popups the executor's gesture opened must be closed
   * ({@link PopupCriteria}).
   *
   * @return whether "popups closed" was judged
   */
  private static boolean widgetAndPopups(Criteria c, Page page, RefState refs, Target t, String wanted, ReadBack live) {
    return t.onElement(page, refs, "select_ref", false, el -> {
      List<String> shown = live.tag().equals("select") ? SelectWidgets.shown(el) : null;
      if (shown != null) {
        c.decide("widget shows the choice", widgetShows(wanted, live, shown), null, cut(String.join(" | ", shown)));
      }
      return PopupCriteria.judge(c, el, t.ref());
    });
  }
}
