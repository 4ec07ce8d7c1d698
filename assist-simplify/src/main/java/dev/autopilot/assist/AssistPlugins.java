package dev.autopilot.assist;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.playwright.ExtensionTrigger;
import java.nio.file.Path;

/**
 * Stock assist plugins, behind static factories; their classes stay package-private. Each
 * factory rejects a null argument with a {@link NullPointerException} and returns a new,
 * immutable plugin; the class itself holds no state.
 */
public final class AssistPlugins {
  private AssistPlugins() {}

  /**
   * A profile autofill: fills, in one pass and without waiting for verification, the text
   * fields, selects and checkboxes a domain pack can answer, as a browser's autofill would.
   * Files, radios and submit controls are left to the main loop. Thread-safe.
   *
   * @param pack where the answers come from: its rule planner plans the fills and its consent
   *     rules decide which of them may go ahead without asking the person (those that may not are
   *     skipped and left to the run)
   * @param executor performs each fill; the plugin passes it the run's snapshot pipeline, so it
   *     must work on the session the run uses (usually the run's own executor)
   * @return the plugin, named {@code profile-autofill}; it reports how many fields it filled and
   *     fails with {@link dev.autopilot.core.AssistFailureCode#NOTHING_FILLED} when every fill it
   *     tried failed
   */
  public static AssistPlugin profileAutofill(DomainPack pack, ActionExecutor executor) {
    return new ProfileAutofillAssist(pack, executor);
  }

  /**
   * The browser-extension assist with its defaults (a 3 s deadline, one retry): has the autofill
   * extension loaded from this folder fill the page, on this trigger, and reports the fields it
   * saw change; see {@link ExtensionAssist} for what it does and {@link
   * ExtensionAssist#builder(Path, ExtensionTrigger)} to tune it. Thread-safe.
   *
   * @param extensionFolder the folder given to {@code BrowserConfig.Builder.addExtension}; it is
   *     made absolute and normalised, and the extension is found among the session's by this
   *     folder
   * @param trigger how the extension is asked to fill: a DOM event it listens for or a keyboard
   *     shortcut
   * @return the plugin, named {@code browser-extension}
   */
  public static AssistPlugin browserExtension(Path extensionFolder, ExtensionTrigger trigger) {
    return ExtensionAssist.builder(extensionFolder, trigger).build();
  }
}
