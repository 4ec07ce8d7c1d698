package dev.autopilot.examples.site;

/** How a posting's page looks and how its server answers a submit. */
enum Behavior {
  /** Labelled fields, fieldsets, a native select; validates and accepts. */
  CLASSIC(Layout.CLASSIC),
  /** Div questions, ARIA radios, a listbox combobox, a hidden file input; validates and accepts. */
  MODERN(Layout.MODERN),
  /** Classic, but the first submit of a form session asks a follow-up question. */
  FOLLOW_UP(Layout.CLASSIC),
  /** Classic, but the first submit since start or reset answers 503. */
  FLAKY(Layout.CLASSIC),
  /** Classic, but every submit answers 429: flagged as spam. */
  SPAM(Layout.CLASSIC),
  /** Classic, but a script cancels every click on the work-authorization "Yes" radio. */
  CANCEL_RADIO(Layout.CLASSIC);

  enum Layout {
    CLASSIC,
    MODERN
  }

  final Layout layout;

  Behavior(Layout layout) {
    this.layout = layout;
  }
}
