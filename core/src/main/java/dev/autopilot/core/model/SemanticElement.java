package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One interactive element of a page, as a planner sees it.
 *
 * <p>The {@code ref} is short-lived: it identifies the element for as long as the element lives
 * in the page and never resolves to another element (see {@link dev.autopilot.core.StaleRefException}).
 *
 * @param ref the element's reference within its session, such as {@code e12}
 * @param role the role, explicit or implicit; for {@link Role#UNKNOWN} the raw role string is in
 *     {@code attributes} under {@code role} (see {@link #rawRole()})
 * @param name the accessible name
 * @param label the text of its question or label when that differs from the name, else null
 * @param value the current value (text, the selected option's label, the chosen file names), or
 *     null for elements without one
 * @param required whether the page asks for it ({@code required}, {@code aria-required}, an
 *     asterisk)
 * @param disabled whether it is disabled
 * @param checked the checked state of checkboxes, radios and switches, null for other roles
 * @param visible whether a person could see it now
 * @param groupId the id of the {@link ElementGroup} it belongs to, or null
 * @param options the options of selects, comboboxes and listboxes, empty otherwise
 * @param inputType the {@code type} attribute of an input ({@code email}, {@code tel}, ...), or
 *     null
 * @param attributes the few further attributes a planner needs, when present:
 *     {@code placeholder}, {@code autocomplete}, {@code accept}, {@code multiple},
 *     {@code name}, {@code id} (a form control's, when other than its name), {@code pattern},
 *     {@code maxlength}, {@code format} and {@code mask} (a date widget's or mask's, as read),
 *     {@code min} and {@code max} (a slider's), {@code preset} (the page's own state as a snapshot
 *     first saw it: {@code true} on a checkbox or radio the page ticks, a select's selected
 *     option's value, the value in a field typed into), and the ARIA states {@code expanded}, {@code pressed},
 *     {@code selected}, and {@code role} (the raw role string, only when {@code role} is
 *     {@link Role#UNKNOWN}); never null
 * @param isolated whether it belongs to a foreign panel (an extension's UI, a chat widget)
 *     that planning leaves alone
 */
public record SemanticElement(
    String ref,
    Role role,
    String name,
    @Nullable String label,
    @Nullable String value,
    boolean required,
    boolean disabled,
    @Nullable Boolean checked,
    boolean visible,
    @Nullable String groupId,
    List<SelectOption> options,
    @Nullable String inputType,
    Map<String, String> attributes,
    boolean isolated) {

  /**
   * Checks the element and copies its options and attributes.
   *
   * @param ref the ref, not null
   * @param role the role, not null
   * @param name the accessible name, not null (empty when it has none)
   * @param label the label when it differs from the name, or null
   * @param value the current value, or null
   * @param required whether the page asks for it
   * @param disabled whether it is disabled
   * @param checked the checked state, or null
   * @param visible whether a person could see it
   * @param groupId its group's id, or null
   * @param options its options, copied
   * @param inputType the input's type, or null
   * @param attributes further attributes, copied; no null key or value
   * @param isolated whether it belongs to a foreign panel
   * @throws NullPointerException when the ref, the role, the name, a collection or an element of
   *     one is null
   */
  public SemanticElement {
    requireNonNull(ref, "ref");
    requireNonNull(role, "role");
    requireNonNull(name, "name");
    options = List.copyOf(options);
    attributes = Map.copyOf(attributes);
  }

  /** {@return the text a planner should read as this element's question: its label when not blank, else its name} */
  public String questionText() {
    return label != null && !label.isBlank() ? label : name;
  }

  /**
   * The role as the page wrote it: the attribute {@code role} when {@link #role()} is
   * {@link Role#UNKNOWN} and the snapshot kept it, else the role's {@link Role#id()}.
   *
   * @return the raw role, never null ({@code unknown} when the page's role was not kept)
   */
  public String rawRole() {
    String raw = role == Role.UNKNOWN ? attributes.get("role") : null;
    return raw != null ? raw : role.id();
  }

  /**
   * The attribute's value, or null.
   *
   * @param key an attribute name such as {@code autocomplete}
   * @return its value, or null when the element does not have it
   */
  public @Nullable String attribute(String key) {
    return attributes.get(key);
  }

  /**
   * A builder for an element with this ref, role and name, for snapshots built in memory (tests,
   * contract kits, replays). Every other component starts empty: no label, no value, not
   * required, enabled, no checked state, visible, in no group, no options, no input type, no
   * attributes, not isolated.
   *
   * @param ref the element's ref, such as {@code e12}
   * @param role its role
   * @param name its accessible name
   * @return a new builder
   */
  public static Builder builder(String ref, Role role, String name) {
    return new Builder(ref, role, name);
  }

  /**
   * A builder holding every component of this element, to derive a variant.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(ref, role, name);
    b.label = label;
    b.value = value;
    b.required = required;
    b.disabled = disabled;
    b.checked = checked;
    b.visible = visible;
    b.groupId = groupId;
    b.options.addAll(options);
    b.inputType = inputType;
    b.attributes.putAll(attributes);
    b.isolated = isolated;
    return b;
  }

  /**
   * Builds a {@link SemanticElement} one named component at a time. Each method sets the
   * component of the same name (see the record's description); not thread-safe.
   */
  public static final class Builder {
    private String ref;
    private Role role;
    private String name;
    private @Nullable String label;
    private @Nullable String value;
    private boolean required;
    private boolean disabled;
    private @Nullable Boolean checked;
    private boolean visible = true;
    private @Nullable String groupId;
    private final List<SelectOption> options = new java.util.ArrayList<>();
    private @Nullable String inputType;
    private final Map<String, String> attributes = new java.util.LinkedHashMap<>();
    private boolean isolated;

    private Builder(String ref, Role role, String name) {
      this.ref = requireNonNull(ref, "ref");
      this.role = requireNonNull(role, "role");
      this.name = requireNonNull(name, "name");
    }

    /**
     * Sets {@code ref}.
     *
     * @param ref the element's ref
     * @return this builder
     */
    public Builder ref(String ref) {
      this.ref = requireNonNull(ref, "ref");
      return this;
    }

    /**
     * Sets {@code role}.
     *
     * @param role the role
     * @return this builder
     */
    public Builder role(Role role) {
      this.role = requireNonNull(role, "role");
      return this;
    }

    /**
     * Sets {@code name}.
     *
     * @param name the accessible name
     * @return this builder
     */
    public Builder name(String name) {
      this.name = requireNonNull(name, "name");
      return this;
    }

    /**
     * Sets {@code label}.
     *
     * @param label the question or label text when it differs from the name, or null
     * @return this builder
     */
    public Builder label(@Nullable String label) {
      this.label = label;
      return this;
    }

    /**
     * Sets {@code value}.
     *
     * @param value the current value, empty for an empty field, or null for elements without one
     * @return this builder
     */
    public Builder value(@Nullable String value) {
      this.value = value;
      return this;
    }

    /**
     * Sets {@code required}.
     *
     * @param required whether the page asks for it
     * @return this builder
     */
    public Builder required(boolean required) {
      this.required = required;
      return this;
    }

    /**
     * Sets {@code disabled}.
     *
     * @param disabled whether it is disabled
     * @return this builder
     */
    public Builder disabled(boolean disabled) {
      this.disabled = disabled;
      return this;
    }

    /**
     * Sets {@code checked}.
     *
     * @param checked the checked state of a checkbox, radio or switch, null for other roles
     * @return this builder
     */
    public Builder checked(@Nullable Boolean checked) {
      this.checked = checked;
      return this;
    }

    /**
     * Sets {@code visible}.
     *
     * @param visible whether a person could see it
     * @return this builder
     */
    public Builder visible(boolean visible) {
      this.visible = visible;
      return this;
    }

    /**
     * Sets {@code groupId}.
     *
     * @param groupId the id of its {@link ElementGroup}, or null
     * @return this builder
     */
    public Builder groupId(@Nullable String groupId) {
      this.groupId = groupId;
      return this;
    }

    /**
     * Adds an option.
     *
     * @param label the option's visible text
     * @param value the value submitted when it is chosen
     * @param selected whether it is chosen now
     * @return this builder
     */
    public Builder addOption(String label, String value, boolean selected) {
      options.add(new SelectOption(label, value, selected));
      return this;
    }

    /**
     * Adds an option.
     *
     * @param option the option
     * @return this builder
     */
    public Builder addOption(SelectOption option) {
      options.add(requireNonNull(option, "option"));
      return this;
    }

    /**
     * Sets {@code inputType}.
     *
     * @param inputType the input's {@code type} attribute, or null
     * @return this builder
     */
    public Builder inputType(@Nullable String inputType) {
      this.inputType = inputType;
      return this;
    }

    /**
     * Sets an attribute (see the record's description for the keys a snapshot fills).
     *
     * @param key the attribute's name
     * @param value its value
     * @return this builder
     */
    public Builder attribute(String key, String value) {
      attributes.put(requireNonNull(key, "key"), requireNonNull(value, "value"));
      return this;
    }

    /**
     * Sets {@code isolated}.
     *
     * @param isolated whether it belongs to a foreign panel planning leaves alone
     * @return this builder
     */
    public Builder isolated(boolean isolated) {
      this.isolated = isolated;
      return this;
    }

    /**
     * The element.
     *
     * @return a new immutable element
     */
    public SemanticElement build() {
      return new SemanticElement(ref, role, name, label, value, required, disabled, checked, visible, groupId, options, inputType, attributes, isolated);
    }
  }
}
