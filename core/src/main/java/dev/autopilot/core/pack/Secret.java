package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * A secret the host gives a task explicitly, such as the password of the account an application
 * creates: the only value a password field is ever filled with (a pack takes it explicitly, as
 * the job pack's {@code withSecret} does). Values files and profiles hold no secrets.
 *
 * <p>A secret never shows: {@link #toString()} says {@code [secret]}; the snapshot reads a
 * password field's value as {@link #SHOWN} (never the text), and the run's events show what is
 * typed into a password field as {@link #SHOWN} too ({@link #conceal}), so no sink, narrative or
 * evidence file receives it whatever its redaction. Immutable and thread-safe; equality is identity.
 */
public final class Secret {
  /** What stands for a secret wherever a value would show. */
  public static final String SHOWN = "[secret]";

  /** What a secret answers, by what the question means. */
  public enum Kind {
    /** A password to type: the account's password, and the field that asks to repeat it. */
    PASSWORD
  }

  private final String value;

  private Secret(String value) {
    this.value = value;
  }

  /**
   * A secret.
   *
   * @param value the secret as it is to be typed; kept as is, never shown
   * @return the secret
   * @throws NullPointerException when {@code value} is null
   * @throws IllegalArgumentException when it is blank
   */
  public static Secret of(String value) {
    requireNonNull(value, "value");
    if (value.isBlank()) {
      throw new IllegalArgumentException("a secret must not be blank");
    }
    return new Secret(value);
  }

  /**
   * The answer that types this secret into the one field a pack gives it to (a new account's
   * password). Never null.
   *
   * @return a text answer holding the secret itself: hand it only to the planner that types it
   */
  public Answer.Text answer() {
    return new Answer.Text(value);
  }

  /** The secret itself, for the one place that types it. */
  String reveal() {
    return value;
  }

  /**
   * Actions as they may be shown: text typed into a password field of the snapshot reads
   * {@link #SHOWN}. The one rule every event of a run goes through.
   *
   * @param actions the actions planned or carried out on {@code snapshot}
   * @param snapshot the snapshot whose refs the actions name; it tells which field is a password
   * @return the actions in the same order, unmodifiable, with those texts replaced
   */
  public static List<Action> conceal(List<Action> actions, SemanticSnapshot snapshot) {
    List<Action> shown = new ArrayList<>(actions.size());
    for (Action a : actions) {
      shown.add(conceal(a, snapshot));
    }
    return List.copyOf(shown);
  }

  /**
   * One action as it may be shown; see {@link #conceal(List, SemanticSnapshot)}.
   *
   * @param action an action planned or carried out on {@code snapshot}
   * @param snapshot the snapshot whose refs the action names
   * @return a copy typing {@link #SHOWN} when the action types into a password field of the
   *     snapshot, else {@code action} itself
   */
  public static Action conceal(Action action, SemanticSnapshot snapshot) {
    if (action instanceof Action.TypeRef t) {
      SemanticElement target = snapshot.elements().stream().filter(e -> e.ref().equals(t.ref())).findFirst().orElse(null);
      if (target != null && Fields.isSecret(target)) {
        return new Action.TypeRef(t.ref(), SHOWN, t.meta(), t.keepOpen());
      }
    }
    return action;
  }

  @Override
  public String toString() {
    return SHOWN;
  }
}
