package dev.autopilot.assist;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.playwright.ExtensionTrigger;
import java.nio.file.Path;

/** Stock assist plugins. */
public final class AssistPlugins {
  private AssistPlugins() {}

  /**
   * A profile autofill: fills, in one pass and without waiting for verification, the text
   * fields, selects and checkboxes a domain pack can answer, as a browser's autofill would.
   * Files, radios and submit controls are left to the main loop. Thread-safe.
   *
   * @param pack where the answers come from
   * @param executor how the fields are filled
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
   * @param extensionFolder the folder given to {@code BrowserConfig.Builder.addExtension}
   * @param trigger how the extension is asked to fill
   */
  public static AssistPlugin browserExtension(Path extensionFolder, ExtensionTrigger trigger) {
    return ExtensionAssist.builder(extensionFolder, trigger).build();
  }
}
