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
 *     {@code min} and {@code max} (a slider's), and the ARIA states {@code expanded}, {@code pressed},
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

  public SemanticElement {
    requireNonNull(ref, "ref");
    requireNonNull(role, "role");
    requireNonNull(name, "name");
    options = List.copyOf(options);
    attributes = Map.copyOf(attributes);
  }

  /** The text a planner should read as this element's question: its label, else its name. */
  public String questionText() {
    return label != null && !label.isBlank() ? label : name;
  }

  /**
   * The role as the page wrote it: the attribute {@code role} when {@link #role()} is
   * {@link Role#UNKNOWN} and the snapshot kept it, else the role's {@link Role#id()}.
   */
  public String rawRole() {
    String raw = role == Role.UNKNOWN ? attributes.get("role") : null;
    return raw != null ? raw : role.id();
  }

  /** The attribute's value, or null. */
  public @Nullable String attribute(String key) {
    return attributes.get(key);
  }
}
