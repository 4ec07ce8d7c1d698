package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonValue;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * One step of the action DSL. Targets are element refs of the snapshot the
 * plan was made from; every action carries its {@link ActionMeta}.
 *
 * <p>In JSON an action is an object whose {@code action} field names the verb:
 * {@code click_ref}, {@code type_ref}, {@code select_ref}, {@code set_checkbox},
 * {@code set_radio}, {@code upload_file}, {@code submit}, {@code wait_for},
 * {@code refresh_soft}, {@code press_key}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "action")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Action.ClickRef.class, name = "click_ref"),
  @JsonSubTypes.Type(value = Action.TypeRef.class, name = "type_ref"),
  @JsonSubTypes.Type(value = Action.SelectRef.class, name = "select_ref"),
  @JsonSubTypes.Type(value = Action.SetCheckbox.class, name = "set_checkbox"),
  @JsonSubTypes.Type(value = Action.SetRadio.class, name = "set_radio"),
  @JsonSubTypes.Type(value = Action.UploadFile.class, name = "upload_file"),
  @JsonSubTypes.Type(value = Action.Submit.class, name = "submit"),
  @JsonSubTypes.Type(value = Action.WaitFor.class, name = "wait_for"),
  @JsonSubTypes.Type(value = Action.RefreshSoft.class, name = "refresh_soft"),
  @JsonSubTypes.Type(value = Action.PressKey.class, name = "press_key")
})
public sealed interface Action {

  /** {@return why the action is done and how long it may take; never null} */
  ActionMeta meta();

  /** {@return the ref of the element the action targets, or null for page-level actions ({@code wait_for}, {@code refresh_soft})} */
  @JsonIgnore
  @Nullable
  String targetRef();

  /** {@return the verb's DSL name, such as {@code type_ref}: the {@code action} field of its JSON} */
  @JsonIgnore
  String verb();

  /**
   * The gesture as memory and the failure records name it: the verb, with the technique its
   * meta asks of the executor after a colon ({@code type_ref:keyboard}) when there is one.
   *
   * @return the verb, or {@code verb:technique}
   */
  @JsonIgnore
  default String gesture() {
    String technique = meta().technique();
    return technique == null ? verb() : verb() + ':' + technique;
  }

  /**
   * Clicks an element.
   *
   * @param ref the element clicked
   * @param meta why, and how long the click may take
   */
  record ClickRef(String ref, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public ClickRef {
      requireNonNull(ref, "ref");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "click_ref";
    }
  }

  /**
   * Replaces the text of an input, textarea or contenteditable element.
   *
   * <p>With {@code keepOpen} (a host loop choosing among suggestions, see {@link #keepingOpen}),
   * the text is typed with key events as a person types a prefix, and the field keeps the focus:
   * the suggestions, list or calendar typing opened stay open for the caller to choose from,
   * nothing is chosen for it, and the verifier does not require them closed. Without it (the
   * default, and what a run's planners plan), typing commits: a suggestion naming the whole text
   * is chosen and every popup typing opened is closed. In JSON, {@code "keepOpen": true} is
   * written only when set.
   *
   * @param ref the field typed into
   * @param text the whole text the field is to hold (it replaces what is there); may be personal
   *     data, which sinks that write events out replace by its length and digest
   * @param meta why, and how long typing may take
   * @param keepOpen whether the suggestions typing opens are left open for the caller
   */
  record TypeRef(String ref, String text, ActionMeta meta, @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean keepOpen) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param text the text, not null (empty clears the field)
     * @param meta why and how long, not null
     * @param keepOpen whether suggestions stay open
     * @throws NullPointerException when an argument is null
     */
    public TypeRef {
      requireNonNull(ref, "ref");
      requireNonNull(text, "text");
      requireNonNull(meta, "meta");
    }

    /**
     * Typing that commits (no {@code keepOpen}).
     *
     * @param ref the field typed into
     * @param text the whole text the field is to hold
     * @param meta why, and how long typing may take
     * @throws NullPointerException when an argument is null
     */
    public TypeRef(String ref, String text, ActionMeta meta) {
      this(ref, text, meta, false);
    }

    /**
     * Typing that leaves the suggestions it brings open for the caller to choose from.
     *
     * @param ref the field typed into
     * @param text the prefix to type
     * @param meta why, and how long typing may take
     * @return the action, with {@code keepOpen} set
     * @throws NullPointerException when an argument is null
     */
    public static TypeRef keepingOpen(String ref, String text, ActionMeta meta) {
      return new TypeRef(ref, text, meta, true);
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "type_ref";
    }
  }

  /**
   * Chooses an option of a select, combobox or listbox by its label or value.
   *
   * @param ref the select, combobox or listbox
   * @param option the option's label or value, as the snapshot lists it
   * @param meta why, and how long choosing may take
   */
  record SelectRef(String ref, String option, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param option the option's label or value, not null
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public SelectRef {
      requireNonNull(ref, "ref");
      requireNonNull(option, "option");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "select_ref";
    }
  }

  /**
   * Brings a checkbox or switch to the given state.
   *
   * @param ref the checkbox or switch
   * @param checked the state it is to have: true ticked, false unticked
   * @param meta why, and how long it may take
   */
  record SetCheckbox(String ref, boolean checked, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param checked the state wanted
     * @param meta why and how long, not null
     * @throws NullPointerException when the ref or the meta is null
     */
    public SetCheckbox {
      requireNonNull(ref, "ref");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "set_checkbox";
    }
  }

  /**
   * Checks one radio of its group.
   *
   * @param ref the radio to check
   * @param meta why, and how long it may take
   */
  record SetRadio(String ref, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public SetRadio {
      requireNonNull(ref, "ref");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "set_radio";
    }
  }

  /**
   * Gives a file to a file input, or to the chooser a button opens.
   *
   * @param ref the file input, or the button that opens a chooser
   * @param file the file to give; it must exist and be readable when the action runs (else the
   *     executor fails with {@code FILE_NOT_FOUND})
   * @param meta why, and how long the upload may take
   */
  record UploadFile(String ref, Path file, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param file the file, not null; not checked here
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public UploadFile {
      requireNonNull(ref, "ref");
      requireNonNull(file, "file");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "upload_file";
    }
  }

  /**
   * Submits the form: by clicking the ref ({@link SubmitMethod#CLICK}) or by pressing Enter in it
   * ({@link SubmitMethod#ENTER}).
   *
   * @param ref the submit control to click, or the field to press Enter in
   * @param method how it submits
   * @param meta why, and how long the gesture itself may take
   * @param outcomeDeadlineMillis how long the executor waits for the submit's outcome signal (a
   *     navigation that loaded, every request that may carry the form answered), at least 1; null
   *     for the executor's own default. The run sets it from its submit deadline; planners leave
   *     it null
   */
  record Submit(String ref, SubmitMethod method, ActionMeta meta, @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Long outcomeDeadlineMillis)
      implements Action {
    /**
     * How long a submit waits for its outcome signal when neither the run nor the action says
     * otherwise: 30 s. The one default of the run ({@code Orchestrator.DEFAULT_SUBMIT_DEADLINE})
     * and of the executor ({@code PlaywrightActionExecutor.DEFAULT_SUBMIT_DEADLINE}).
     */
    public static final java.time.Duration DEFAULT_OUTCOME_DEADLINE = java.time.Duration.ofSeconds(30);

    /**
     * Checks the submit.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param method how it submits, not null
     * @param meta why and how long, not null
     * @param outcomeDeadlineMillis the outcome deadline in milliseconds, at least 1, or null
     * @throws NullPointerException when the ref, the method or the meta is null
     * @throws IllegalArgumentException when the deadline is below 1
     */
    public Submit {
      requireNonNull(ref, "ref");
      requireNonNull(method, "method");
      requireNonNull(meta, "meta");
      if (outcomeDeadlineMillis != null && outcomeDeadlineMillis < 1) {
        throw new IllegalArgumentException("outcomeDeadlineMillis must be at least 1, was " + outcomeDeadlineMillis);
      }
    }

    /**
     * A submit that waits for its outcome as long as the executor does by default.
     *
     * @param ref the submit control, or the field to press Enter in
     * @param method how it submits
     * @param meta why, and how long the gesture may take
     * @throws NullPointerException when an argument is null
     */
    public Submit(String ref, SubmitMethod method, ActionMeta meta) {
      this(ref, method, meta, null);
    }

    /**
     * A copy that waits for its outcome signal at most this long.
     *
     * @param deadline the wait, at least 1 ms (sub-millisecond parts are dropped)
     * @return the copy; this action is unchanged
     * @throws NullPointerException when the deadline is null
     * @throws IllegalArgumentException when it is shorter than 1 ms
     */
    public Submit withOutcomeDeadline(java.time.Duration deadline) {
      return new Submit(ref, method, meta, requireNonNull(deadline, "deadline").toMillis());
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "submit";
    }
  }

  /**
   * Waits, within the meta's timeout, until the condition holds.
   *
   * @param condition what is waited for
   * @param value the selector, text or URL the condition reads; ignored for {@link
   *     WaitCondition#NETWORK_IDLE}
   * @param meta why, and the timeout the wait stays within
   */
  record WaitFor(WaitCondition condition, String value, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param condition what is waited for, not null
     * @param value what the condition reads, not null (empty for network idle)
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public WaitFor {
      requireNonNull(condition, "condition");
      requireNonNull(value, "value");
      requireNonNull(meta, "meta");
    }

    @Override
    public @Nullable String targetRef() {
      return null;
    }

    @Override
    public String verb() {
      return "wait_for";
    }
  }

  /**
   * Reloads the page without a new navigation history entry, keeping the session.
   *
   * @param meta why, and how long the reload may take
   */
  record RefreshSoft(ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param meta why and how long, not null
     * @throws NullPointerException when the meta is null
     */
    public RefreshSoft {
      requireNonNull(meta, "meta");
    }

    @Override
    public @Nullable String targetRef() {
      return null;
    }

    @Override
    public String verb() {
      return "refresh_soft";
    }
  }

  /**
   * Presses one key in an element: focuses it, then presses the key, as a person using the
   * keyboard would (move on with Tab, close a popup with Escape, step through options with the
   * arrows, activate with Enter). Enter never submits a form: in a control whose form Enter would
   * submit, the executor refuses it; submit with {@link Submit}.
   *
   * <p>In JSON: {@code {"action": "press_key", "ref": "e12", "key": "Escape", "meta": {...}}}.
   *
   * @param ref the element focused before the key is pressed
   * @param key the key pressed
   * @param meta why, and how long it may take
   */
  record PressKey(String ref, Key key, ActionMeta meta) implements Action {
    /**
     * Checks that no component is null.
     *
     * @param ref the target's ref, from the snapshot the plan was made on; not null
     * @param key the key, not null
     * @param meta why and how long, not null
     * @throws NullPointerException when an argument is null
     */
    public PressKey {
      requireNonNull(ref, "ref");
      requireNonNull(key, "key");
      requireNonNull(meta, "meta");
    }

    @Override
    public String targetRef() {
      return ref;
    }

    @Override
    public String verb() {
      return "press_key";
    }
  }

  /** The keys a {@link PressKey} may press; in JSON by their DOM key value ({@code "ArrowDown"}). */
  enum Key {
    /** Activates the focused control; never used to submit a form. */
    ENTER("Enter"),
    /** Closes a popup, menu or dialog. */
    ESCAPE("Escape"),
    /** Moves the focus to the next control. */
    TAB("Tab"),
    /** Steps up through options, radios or a value. */
    ARROW_UP("ArrowUp"),
    /** Steps down through options, radios or a value; opens a closed listbox. */
    ARROW_DOWN("ArrowDown"),
    /** Steps left (back) through radios, tabs or a value. */
    ARROW_LEFT("ArrowLeft"),
    /** Steps right (forward) through radios, tabs or a value. */
    ARROW_RIGHT("ArrowRight");

    private final String domKey;

    Key(String domKey) {
      this.domKey = domKey;
    }

    /** {@return the key's DOM {@code KeyboardEvent.key} value, which is also its JSON form, such as {@code ArrowDown}} */
    @JsonValue
    public String domKey() {
      return domKey;
    }
  }

  /** How a {@link Submit} submits. */
  enum SubmitMethod {
    /** Click the submit control. */
    CLICK,
    /** Press Enter in the referenced field. */
    ENTER
  }

  /** What a {@link WaitFor} waits for; its value is read accordingly. */
  enum WaitCondition {
    /** A CSS selector matches a visible element. */
    SELECTOR,
    /** The text is visible on the page. */
    TEXT,
    /** The URL matches the glob or contains the value. */
    URL,
    /** No network request for 500 ms; the value is ignored. */
    NETWORK_IDLE
  }
}
