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

  /**
   * Checks the name and copies the aliases.
   *
   * @param name 1 to 64 characters: a lower-case letter, then lower-case letters, digits and
   *     underscores
   * @param type not null
   * @param required false lets a record lack it
   * @param aliases copied; may be empty, no element null
   * @throws NullPointerException when a component or an alias is null
   * @throws IllegalArgumentException when the name is not of that form
   */
  public Field {
    requireNonNull(name, "name");
    requireNonNull(type, "type");
    aliases = List.copyOf(aliases);
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("a field name is lower case letters, digits and underscores, starting with a letter: '" + name + "'");
    }
  }

  /**
   * A required field of this type, with no aliases.
   *
   * @param name 1 to 64 characters: a lower-case letter, then lower-case letters, digits and
   *     underscores; also the word headers and labels are matched against
   * @param type how the text read is typed
   * @return a new required field
   * @throws IllegalArgumentException when the name is not of that form
   */
  public static Field of(String name, FieldType type) {
    return new Field(name, type, true, List.of());
  }

  /**
   * This field, optional.
   *
   * @return a new field; this one is unchanged
   */
  public Field optional() {
    return new Field(name, type, false, aliases);
  }

  /**
   * This field with more words a page may use for it.
   *
   * @param words header or label words, such as {@code "cost"} for {@code price}; added after
   *     the aliases already here
   * @return a new field; this one is unchanged
   */
  public Field alias(String... words) {
    List<String> all = new java.util.ArrayList<>(aliases);
    all.addAll(List.of(words));
    return new Field(name, type, required, all);
  }

  /**
   * The name and aliases, the words a header or label is matched against.
   *
   * @return a new list: the name first, then the aliases in order
   */
  public List<String> words() {
    List<String> all = new java.util.ArrayList<>();
    all.add(name);
    all.addAll(aliases);
    return all;
  }
}
