package dev.autopilot.examples;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.playwright.AutopilotPage;
import dev.autopilot.playwright.PlaywrightBrowser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A host's own loop on the act API: the host keeps its Playwright page and its own logic, and
 * lets Autopilot observe the page and prove each action (execute, snapshot after, verify — the
 * code the orchestrator runs). It fills, it never submits.
 *
 * <pre>HostLoop FORM_URL</pre>
 */
public final class HostLoop {
  private HostLoop() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: HostLoop FORM_URL");
      System.exit(1);
    }
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch();
        BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      page.navigate(args[0]);
      List<String> unproven = fill(page, Map.of("First name", "Ada", "Last name", "Lovelace", "Email", "ada@example.com",
          "Phone", "+1 555 010 2000", "How did you hear about us?", "Referral"));
      System.out.println(unproven.isEmpty() ? "every answer proven" : "not proven: " + unproven);
    }
  }

  // README:host-loop:start
  /**
   * Answers every question of the page it has an answer for (keyed by question text without the
   * required mark), proving each action.
   *
   * @return what did not take effect, with the verifier's reason; empty when every answer was proven
   */
  public static List<String> fill(Page page, Map<String, String> answers) {
    AutopilotPage autopilot = AutopilotPage.wrap(page);
    List<String> unproven = new ArrayList<>();
    for (SemanticElement e : autopilot.observe().elements()) {                       // observe
      String answer = answers.get(e.questionText().replace("*", "").strip());
      if (answer == null || e.disabled() || !e.visible()) {
        continue;                                                                      // pick
      }
      ActionMeta meta = ActionMeta.of("answer", e.questionText());
      Action action = switch (e.role()) {
        case COMBOBOX, LISTBOX -> new Action.SelectRef(e.ref(), answer, meta);
        case CHECKBOX, SWITCH -> new Action.SetCheckbox(e.ref(), Boolean.parseBoolean(answer), meta);
        default -> new Action.TypeRef(e.ref(), answer, meta);
      };
      ActionProof proof = autopilot.act(action);                                     // act
      if (!proof.verified()) {                                                       // check
        unproven.add(e.questionText() + ": " + proof.verification().reason());
      }
    }
    return unproven;
  }
  // README:host-loop:end
}
