package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A compact text form of a {@link SemanticSnapshot} for a planner's prompt: the page, then the
 * interactive elements in document order, each on one line and indexed by its ref, grouped under
 * their questions, with their values, states, required marks and errors. For example:
 *
 * <pre>
 * # Apply to Backend Engineer | jobs.example.com/jobs/{n}/apply
 * # 2 of 5 required unanswered
 * ! Please fix the errors below
 * e3 "First name" * = "Ada"
 * e4 "Email" (email) * = "ada@" !"Enter a valid email address"
 * ? Are you authorized to work in the US? *
 *   e5 radio "Yes" (x)
 *   e6 radio "No" ( )
 * e9 combobox "Country" {United States|[Canada]|Mexico}
 * e11 file "Resume" accept=.pdf hidden
 * e12 checkbox "I accept the terms" * [ ]
 * e14 button "Submit application" submit
 * </pre>
 *
 * <p>The notation: each element line is its ref, its role ({@code textbox}, the most common, is
 * not written) and its name in quotes; {@code *} required; {@code = "..."} the current value;
 * {@code [x]}/{@code [ ]} a checked or unchecked checkbox or switch, {@code (x)}/{@code ( )} a
 * radio; {@code {a|[b]}} the choices of a select, combobox or listbox, the chosen ones in
 * brackets (placeholder choices left out); {@code (email)} an input type other than text; {@code label="..."} a visible label that is
 * not the name; {@code ph="..."} a placeholder that is not the name; {@code !"..."} a visible
 * error of that element or question; {@code selected} (the shown tab, the chosen tree item),
 * {@code disabled}, {@code hidden}, {@code submit} (a control that submits the form). A line starting with {@code ?} is a question; the elements under it,
 * indented, answer it. A question answered by one element of the same name is written as that
 * element's line alone. Quotes and line breaks inside values are escaped with a backslash.
 *
 * <p>The header gives the page and counts the required questions still unanswered. Left out by
 * default, and counted in the header: elements of foreign panels
 * ({@link SemanticElement#isolated()}), and invisible elements other than file inputs and toggles
 * (a hidden file input behind a styled button, or a hidden native checkbox behind a styled label,
 * is still how the question is answered; an invisible text field is more likely a honeypot).
 * Options of custom listboxes are shown as the choices of their listbox, not as lines of their
 * own. Values are shown as they are: redacting personal data is the event sinks' job, not the
 * planner's.
 *
 * <p>Stateless and thread-safe; pure Java.
 */
public final class SnapshotText {

  private SnapshotText() {}

  /**
   * How much to show.
   *
   * @param maxChoices the most choices shown for one element; the rest are counted
   * @param maxValueChars the most characters of a value shown; a longer value is cut and its length
   *     given
   * @param includeHidden whether invisible elements are shown too (marked {@code hidden})
   * @param includeIsolated whether elements of foreign panels are shown too (marked
   *     {@code isolated})
   */
  public record Options(int maxChoices, int maxValueChars, boolean includeHidden, boolean includeIsolated) {
    /**
     * Checks the limits.
     *
     * @param maxChoices the most choices shown for one element, 0 or more
     * @param maxValueChars the most characters of a value shown, 1 or more
     * @param includeHidden whether invisible elements are shown
     * @param includeIsolated whether elements of foreign panels are shown
     * @throws IllegalArgumentException when {@code maxChoices} is negative or {@code
     *     maxValueChars} below 1
     */
    public Options {
      if (maxChoices < 0 || maxValueChars < 1) {
        throw new IllegalArgumentException("maxChoices must be >= 0 and maxValueChars >= 1");
      }
    }

    /** {@return the defaults: 50 choices, 200 characters of a value, hidden and isolated elements left out} */
    public static Options defaults() {
      return new Options(50, 200, false, false);
    }

    /**
     * These options with another choice limit.
     *
     * @param maxChoices the most choices shown for one element, 0 or more (0 shows none)
     * @return the new options; these are unchanged
     * @throws IllegalArgumentException when {@code maxChoices} is negative
     */
    public Options withMaxChoices(int maxChoices) {
      return new Options(maxChoices, maxValueChars, includeHidden, includeIsolated);
    }

    /**
     * These options with another value limit.
     *
     * @param maxValueChars the most characters of a value shown, 1 or more
     * @return the new options; these are unchanged
     * @throws IllegalArgumentException when {@code maxValueChars} is below 1
     */
    public Options withMaxValueChars(int maxValueChars) {
      return new Options(maxChoices, maxValueChars, includeHidden, includeIsolated);
    }

    /**
     * These options showing or leaving out invisible elements.
     *
     * @param includeHidden true to show invisible elements, marked {@code hidden}
     * @return the new options; these are unchanged
     */
    public Options withHidden(boolean includeHidden) {
      return new Options(maxChoices, maxValueChars, includeHidden, includeIsolated);
    }

    /**
     * These options showing or leaving out elements of foreign panels.
     *
     * @param includeIsolated true to show them, marked {@code isolated}
     * @return the new options; these are unchanged
     */
    public Options withIsolated(boolean includeIsolated) {
      return new Options(maxChoices, maxValueChars, includeHidden, includeIsolated);
    }
  }

  /**
   * Renders the snapshot with {@link Options#defaults()}.
   *
   * @param snapshot the snapshot; its values are shown unredacted
   * @return the text, one line per header, question and element, separated by line breaks (none
   *     at the end)
   * @throws NullPointerException when the snapshot is null
   */
  public static String render(SemanticSnapshot snapshot) {
    return render(snapshot, Options.defaults());
  }

  /**
   * Renders the snapshot.
   *
   * @param snapshot the snapshot; its values are shown unredacted
   * @param options how much to show
   * @return the text, one line per header, question and element, separated by line breaks (none
   *     at the end)
   * @throws NullPointerException when an argument is null
   */
  public static String render(SemanticSnapshot snapshot, Options options) {
    requireNonNull(snapshot, "snapshot");
    requireNonNull(options, "options");
    return new Renderer(snapshot, options).render();
  }

  private static final class Renderer {
    private final SemanticSnapshot snapshot;
    private final Options options;
    private final StringBuilder out;
    private final Map<String, ElementGroup> groups = new HashMap<>();
    private final Map<String, List<String>> errorsByRef = new HashMap<>();
    private final Map<String, List<String>> errorsByGroup = new HashMap<>();
    private final List<String> looseErrors = new ArrayList<>();
    private final Set<String> submits = new HashSet<>();

    Renderer(SemanticSnapshot snapshot, Options options) {
      this.snapshot = snapshot;
      this.options = options;
      this.out = new StringBuilder(64 + snapshot.elements().size() * 40);
      for (ElementGroup g : snapshot.groups()) {
        groups.put(g.id(), g);
      }
      for (SubmitCandidate c : snapshot.submitCandidates()) {
        submits.add(c.ref());
      }
    }

    String render() {
      List<SemanticElement> shown = new ArrayList<>(snapshot.elements().size());
      int hidden = 0;
      int isolated = 0;
      Set<String> shownRefs = new HashSet<>();
      Map<String, Integer> shownMembers = new HashMap<>();
      for (SemanticElement e : snapshot.elements()) {
        if (e.isolated() && !options.includeIsolated()) {
          isolated++;
        } else if (e.role() == Role.OPTION) {
          continue;
        } else if (!e.visible() && !options.includeHidden()) {
          hidden++;
        } else {
          shown.add(e);
          shownRefs.add(e.ref());
          String gid = e.groupId();
          if (gid != null) {
            shownMembers.merge(gid, 1, Integer::sum);
          }
        }
      }
      // an error goes to its element's line, else its question's, else the header
      for (FieldError err : snapshot.errors()) {
        if (!err.visible()) {
          continue;
        }
        String ref = err.ref();
        String group = err.groupId();
        if (ref != null && shownRefs.contains(ref)) {
          errorsByRef.computeIfAbsent(ref, k -> new ArrayList<>(1)).add(err.text());
        } else if (group != null && shownMembers.containsKey(group) && groups.containsKey(group)) {
          errorsByGroup.computeIfAbsent(group, k -> new ArrayList<>(1)).add(err.text());
        } else {
          looseErrors.add(err.text());
        }
      }
      header(hidden, isolated);
      String openGroup = null;
      for (SemanticElement e : shown) {
        String gid = e.groupId();
        ElementGroup g = gid == null ? null : groups.get(gid);
        if (g != null && shownMembers.getOrDefault(gid, 0) == 1 && g.question().equals(e.name())) {
          element(e, g, true);
          openGroup = null;
          continue;
        }
        if (g != null && !g.id().equals(openGroup)) {
          question(g);
        }
        openGroup = g == null ? null : gid;
        element(e, g, false);
      }
      if (out.length() > 0 && out.charAt(out.length() - 1) == '\n') {
        out.setLength(out.length() - 1);
      }
      return out.toString();
    }

    private void header(int hidden, int isolated) {
      PageInfo page = snapshot.page();
      out.append("# ");
      if (!page.title().isBlank()) {
        out.append(oneLine(page.title())).append(" | ");
      }
      out.append(page.domain()).append(page.normalizedPath()).append('\n');
      int required = snapshot.requiredCount();
      List<String> facts = new ArrayList<>(3);
      if (required > 0) {
        facts.add(Math.min(required, snapshot.requiredUnfilled().size()) + " of " + required + " required unanswered");
      }
      if (hidden > 0) {
        facts.add(hidden + " hidden not shown");
      }
      if (isolated > 0) {
        facts.add(isolated + " in foreign panels not shown");
      }
      if (!facts.isEmpty()) {
        out.append("# ").append(String.join(", ", facts)).append('\n');
      }
      for (String text : looseErrors) {
        out.append("! ").append(oneLine(text)).append('\n');
      }
    }

    private void question(ElementGroup g) {
      out.append("? ").append(g.question().isBlank() ? "(no question text)" : oneLine(g.question()));
      if (g.required()) {
        out.append(" *");
      }
      errors(errorsByGroup.get(g.id()));
      out.append('\n');
    }

    /**
     * One element's line. As a question's member it is indented and leaves the question's
     * required mark and errors to the question's line; standing for its question (the only
     * member, of the same name) it carries them itself.
     */
    private void element(SemanticElement e, @Nullable ElementGroup g, boolean standsForQuestion) {
      if (g != null && !standsForQuestion) {
        out.append("  ");
      }
      out.append(e.ref()).append(' ');
      if (e.role() != Role.TEXTBOX) {
        out.append(e.role()).append(' ');
      }
      quoted(e.name());
      String label = e.label();
      if (label != null && (g == null || !label.equals(g.question()))) {
        out.append(" label=");
        quoted(label);
      }
      String type = e.inputType();
      if (type != null && e.role() == Role.TEXTBOX && !type.equals("text")) {
        out.append(" (").append(type).append(')');
      }
      boolean questionRequired = g != null && g.required();
      if (standsForQuestion ? e.required() || questionRequired : e.required() && !questionRequired) {
        out.append(" *");
      }
      Boolean checked = e.checked();
      if (checked != null) {
        boolean radio = e.role() == Role.RADIO || e.role() == Role.MENUITEMRADIO;
        out.append(radio ? (checked ? " (x)" : " ( )") : (checked ? " [x]" : " [ ]"));
      } else if (e.value() != null && !e.value().isEmpty() && !placeholderChosen(e) && !choiceShown(e)) {
        out.append(" = ");
        value(e.value());
      }
      choices(e.options());
      String placeholder = e.attribute("placeholder");
      if (placeholder != null && !placeholder.isBlank() && !placeholder.equals(e.name())) {
        out.append(" ph=");
        quoted(placeholder);
      }
      String accept = e.attribute("accept");
      if (accept != null && e.role() == Role.FILE) {
        out.append(" accept=").append(oneLine(accept));
      }
      if ((e.role() == Role.TAB || e.role() == Role.TREEITEM) && "true".equals(e.attribute("selected"))) {
        out.append(" selected");
      }
      if (e.disabled()) {
        out.append(" disabled");
      }
      if (!e.visible()) {
        out.append(" hidden");
      }
      if (e.isolated()) {
        out.append(" isolated");
      }
      if (submits.contains(e.ref())) {
        out.append(" submit");
      }
      errors(errorsByRef.get(e.ref()));
      if (standsForQuestion && g != null) {
        errors(errorsByGroup.get(g.id()));
      }
      out.append('\n');
    }

    /** Whether the chosen options are all among the choices shown, marked there. */
    private boolean choiceShown(SemanticElement e) {
      int shown = 0;
      boolean chosen = false;
      for (SelectOption o : e.options()) {
        if (o.value().isBlank() || o.label().isBlank()) {
          continue;
        }
        boolean within = shown++ < options.maxChoices();
        if (o.selected()) {
          if (!within) {
            return false;
          }
          chosen = true;
        }
      }
      return chosen;
    }

    /** Whether the element's choice is a placeholder option such as "Select..." (no value). */
    private static boolean placeholderChosen(SemanticElement e) {
      boolean any = false;
      for (SelectOption o : e.options()) {
        if (o.selected()) {
          any = true;
          if (!o.value().isBlank()) {
            return false;
          }
        }
      }
      return any;
    }

    private void choices(List<SelectOption> options) {
      if (options.isEmpty() || this.options.maxChoices() == 0) {
        return;
      }
      int shown = 0;
      int left = 0;
      boolean open = false;
      for (SelectOption o : options) {
        if (o.value().isBlank() || o.label().isBlank()) {
          continue;
        }
        if (shown == this.options.maxChoices()) {
          left++;
          continue;
        }
        out.append(open ? "|" : " {");
        open = true;
        if (o.selected()) {
          out.append('[').append(oneLine(o.label())).append(']');
        } else {
          out.append(oneLine(o.label()));
        }
        shown++;
      }
      if (left > 0) {
        out.append(open ? "|" : " {").append("+").append(left).append(" more");
        open = true;
      }
      if (open) {
        out.append('}');
      }
    }

    private void errors(@Nullable List<String> texts) {
      if (texts == null) {
        return;
      }
      for (String t : texts) {
        out.append(" !");
        quoted(t);
      }
    }

    private void value(String value) {
      int max = options.maxValueChars();
      if (value.length() <= max) {
        quoted(value);
      } else {
        quoted(value.substring(0, max) + "...");
        out.append(" (").append(value.length()).append(" chars)");
      }
    }

    private void quoted(String s) {
      out.append('"');
      for (int i = 0, n = s.length(); i < n; i++) {
        char c = s.charAt(i);
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          case '\n' -> out.append("\\n");
          case '\r' -> out.append("\\r");
          case '\t' -> out.append("\\t");
          default -> out.append(c);
        }
      }
      out.append('"');
    }

    private static String oneLine(String s) {
      return s.indexOf('\n') < 0 && s.indexOf('\r') < 0 ? s : s.replace("\r", " ").replace('\n', ' ');
    }
  }
}
