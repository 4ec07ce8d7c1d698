package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import java.util.TreeMap;

/**
 * How to recognise an element again on a later visit, from what survives a re-styling: its role,
 * accessible name and question, a few stable attributes, a stabilized XPath, its text anchor and
 * its position among the page's questions. Never its value.
 *
 * @param role the element's role ({@code textbox}, {@code combobox}, {@code radio}, ...)
 * @param name its accessible name
 * @param question the question it answers, as the page asks it
 * @param attributes stable attributes only ({@code type}, {@code autocomplete}, {@code name},
 *     {@code placeholder}, ...), sorted by name; never {@code id}, {@code class} or {@code value}
 * @param xpath a stabilized XPath (from stable attributes and labels, not from generated ids), or
 *     empty when none could be made
 * @param textAnchor a short text near the element that names it (its label, the heading of its
 *     group), or empty
 * @param position the element's index among the page's questions, from 0; -1 when unknown
 *
 * <p>Immutable and thread-safe.
 */
public record ElementFingerprint(
    String role, String name, String question, Map<String, String> attributes, String xpath, String textAnchor, int position) {
  /**
   * Checks the components and keeps the attributes as an unmodifiable map sorted by name.
   *
   * @param role the element's role
   * @param name its accessible name, empty when it has none
   * @param question the question it answers
   * @param attributes stable attributes only; copied
   * @param xpath a stabilized XPath, or empty
   * @param textAnchor a short text that names it, or empty
   * @param position its index among the page's questions, -1 when unknown
   * @throws NullPointerException when a component, or an attribute's name or value, is null
   * @throws IllegalArgumentException when the attributes hold {@code id}, {@code class} or {@code
   *     value}
   */
  public ElementFingerprint {
    requireNonNull(role, "role");
    requireNonNull(name, "name");
    requireNonNull(question, "question");
    attributes = java.util.Collections.unmodifiableMap(new TreeMap<>(attributes));
    requireNonNull(xpath, "xpath");
    requireNonNull(textAnchor, "textAnchor");
    for (String forbidden : new String[] {"id", "class", "value"}) {
      if (attributes.containsKey(forbidden)) {
        throw new IllegalArgumentException("a fingerprint keeps stable attributes only, not '" + forbidden + "'");
      }
    }
  }
}
