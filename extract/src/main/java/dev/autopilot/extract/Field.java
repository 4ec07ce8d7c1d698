package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One field of a {@link Schema}: its name (the key of every record and the CSV column), its type,
 * whether a record must have it, and other words a page may use for it (a column header "Cost" for
 * {@code price}). Immutable.
 *
 * @param name lower case letters, digits and underscores, starting with a letter
 * @param type how the text read is typed
 * @param required whether the {@link QualityGate} demands it filled
 * @param aliases other header or label words for it, matched as {@code name} is
 */
public record Field(String name, FieldType type, boolean required, List<String> aliases) {
  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");

  public Field {
    requireNonNull(name, "name");
    requireNonNull(type, "type");
    aliases = List.copyOf(aliases);
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("a field name is lower case letters, digits and underscores, starting with a letter: '" + name + "'");
    }
  }

  /** A required field of this type, with no aliases. */
  public static Field of(String name, FieldType type) {
    return new Field(name, type, true, List.of());
  }

  /** This field, optional. */
  public Field optional() {
    return new Field(name, type, false, aliases);
  }

  /** This field with more words a page may use for it. */
  public Field alias(String... words) {
    List<String> all = new java.util.ArrayList<>(aliases);
    all.addAll(List.of(words));
    return new Field(name, type, required, all);
  }

  /** The name and aliases, the words a header or label is matched against. */
  public List<String> words() {
    List<String> all = new java.util.ArrayList<>();
    all.add(name);
    all.addAll(aliases);
    return all;
  }
}
