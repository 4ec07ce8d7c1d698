package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

/**
 * How a browser extension is asked, from the page, to do its work (an autofill extension to fill
 * the form): what {@link PlaywrightBrowserSession#trigger(ExtensionTrigger)} does. Immutable.
 */
public sealed interface ExtensionTrigger {

  /**
   * A {@code CustomEvent} of this type dispatched on the page's document: an extension's content
   * script that listens for it on {@code document} receives it.
   */
  static ExtensionTrigger domEvent(String type) {
    return new DomEvent(type);
  }

  /**
   * Keys pressed in the page, in Playwright's notation ({@code Control+Shift+F}): a content script
   * listening for them receives them. Shortcuts the browser handles itself (an extension's
   * {@code commands}) are not reached this way.
   */
  static ExtensionTrigger keys(String shortcut) {
    return new Keys(shortcut);
  }

  /** See {@link ExtensionTrigger#domEvent(String)}. */
  record DomEvent(String type) implements ExtensionTrigger {
    public DomEvent {
      requireNonNull(type, "type");
      if (type.isBlank()) {
        throw new IllegalArgumentException("the event type is blank");
      }
    }
  }

  /** See {@link ExtensionTrigger#keys(String)}. */
  record Keys(String shortcut) implements ExtensionTrigger {
    public Keys {
      requireNonNull(shortcut, "shortcut");
      if (shortcut.isBlank()) {
        throw new IllegalArgumentException("the shortcut is blank");
      }
    }
  }
}
