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
   *
   * @param type the event's type, as the content script's {@code addEventListener} names it
   * @return the trigger
   * @throws IllegalArgumentException when the type is blank
   */
  static ExtensionTrigger domEvent(String type) {
    return new DomEvent(type);
  }

  /**
   * Keys pressed in the page, in Playwright's notation ({@code Control+Shift+F}): a content script
   * listening for them receives them. Shortcuts the browser handles itself (an extension's
   * {@code commands}) are not reached this way.
   *
   * @param shortcut the keys, as Playwright's {@code Keyboard.press} takes them
   * @return the trigger
   * @throws IllegalArgumentException when the shortcut is blank
   */
  static ExtensionTrigger keys(String shortcut) {
    return new Keys(shortcut);
  }

  /** See {@link ExtensionTrigger#domEvent(String)}. */
  record DomEvent(String type) implements ExtensionTrigger {
    /**
     * Checks the type.
     *
     * @param type the event's type; not blank
     * @throws IllegalArgumentException when the type is blank
     */
    public DomEvent {
      requireNonNull(type, "type");
      if (type.isBlank()) {
        throw new IllegalArgumentException("the event type is blank");
      }
    }
  }

  /** See {@link ExtensionTrigger#keys(String)}. */
  record Keys(String shortcut) implements ExtensionTrigger {
    /**
     * Checks the shortcut.
     *
     * @param shortcut the keys in Playwright's notation; not blank
     * @throws IllegalArgumentException when the shortcut is blank
     */
    public Keys {
      requireNonNull(shortcut, "shortcut");
      if (shortcut.isBlank()) {
        throw new IllegalArgumentException("the shortcut is blank");
      }
    }
  }
}
