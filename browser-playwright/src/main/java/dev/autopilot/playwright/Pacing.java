package dev.autopilot.playwright;

import dev.autopilot.core.Sleeper;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * The executor's pacing: pauses that make a run move like a person at a keyboard (hover, focus,
 * scroll and typing cadence). They serve stability on pages that react to
 * hover and key events, never perception or evasion. Off by default ({@link #off()}): then no
 * gesture is added and nothing waits.
 *
 * <p>With pacing on, a pointer gesture first scrolls its target into view and pauses
 * {@link #scroll()}, hovers it and pauses {@link #hover()}; typing focuses the field and pauses
 * {@link #focus()}, then types key by key with {@link #keystroke()} between keys (date, time and
 * number inputs, which take no keystrokes reliably, are filled at once). Every pause goes
 * through the {@link Sleeper} and is cut short at the action's deadline.
 *
 * <p>Immutable and thread-safe when its sleeper is.
 */
public final class Pacing {

  private static final Pacing OFF = new Builder().build();

  private final Duration scroll;
  private final Duration hover;
  private final Duration focus;
  private final Duration keystroke;
  private final Sleeper sleeper;

  private Pacing(Builder b) {
    this.scroll = b.scroll;
    this.hover = b.hover;
    this.focus = b.focus;
    this.keystroke = b.keystroke;
    this.sleeper = b.sleeper;
  }

  /** {@return no pacing, the default: every pause zero, one shared instance} */
  public static Pacing off() {
    return OFF;
  }

  /**
   * {@return the pauses of a calm person: 120 ms after scrolling, 150 ms hovering, 100 ms after
   * focusing, 60 ms between keys; real waiting, on the system sleeper}
   */
  public static Pacing humanLike() {
    return builder().scroll(Duration.ofMillis(120)).hover(Duration.ofMillis(150)).focus(Duration.ofMillis(100))
        .keystroke(Duration.ofMillis(60)).build();
  }

  /** {@return a new builder starting from no pacing and the system sleeper} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a new builder holding these settings and sleeper, to derive a variant} */
  public Builder toBuilder() {
    return new Builder().scroll(scroll).hover(hover).focus(focus).keystroke(keystroke).sleeper(sleeper);
  }

  /** {@return whether every pause is zero: no gesture is added and nothing waits} */
  public boolean isOff() {
    return scroll.isZero() && hover.isZero() && focus.isZero() && keystroke.isZero();
  }

  /** {@return the pause after scrolling a target into view, never negative; zero skips the explicit scroll} */
  public Duration scroll() {
    return scroll;
  }

  /** {@return the pause while hovering a target before a click, never negative; zero skips the hover} */
  public Duration hover() {
    return hover;
  }

  /** {@return the pause after focusing a field before typing, never negative; zero skips the explicit focus} */
  public Duration focus() {
    return focus;
  }

  /** {@return the pause between two keys, never negative; zero fills the text at once} */
  public Duration keystroke() {
    return keystroke;
  }

  /** {@return the sleeper every pause goes through} */
  public Sleeper sleeper() {
    return sleeper;
  }

  @Override
  public String toString() {
    return isOff() ? "Pacing[off]"
        : "Pacing[scroll=" + scroll.toMillis() + "ms, hover=" + hover.toMillis() + "ms, focus=" + focus.toMillis() + "ms, keystroke="
            + keystroke.toMillis() + "ms]";
  }

  /** Builds a {@link Pacing}. Not thread-safe. */
  public static final class Builder {
    private Duration scroll = Duration.ZERO;
    private Duration hover = Duration.ZERO;
    private Duration focus = Duration.ZERO;
    private Duration keystroke = Duration.ZERO;
    private Sleeper sleeper = Sleeper.system();

    private Builder() {}

    /**
     * Sets the pause after scrolling into view.
     *
     * @param pause zero or more; zero skips the explicit scroll
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder scroll(Duration pause) {
      this.scroll = checked(pause, "scroll");
      return this;
    }

    /**
     * Sets the pause while hovering.
     *
     * @param pause zero or more; zero skips the hover
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder hover(Duration pause) {
      this.hover = checked(pause, "hover");
      return this;
    }

    /**
     * Sets the pause after focusing.
     *
     * @param pause zero or more; zero skips the explicit focus
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder focus(Duration pause) {
      this.focus = checked(pause, "focus");
      return this;
    }

    /**
     * Sets the pause between keys.
     *
     * @param pause zero or more; zero fills the text at once instead of typing key by key
     * @return this builder
     * @throws IllegalArgumentException when negative
     */
    public Builder keystroke(Duration pause) {
      this.keystroke = checked(pause, "keystroke");
      return this;
    }

    /**
     * Sets what waits; {@link Sleeper#system()} by default.
     *
     * @param sleeper called on the executing thread for every pause; a test passes one that does
     *     not really wait
     * @return this builder
     */
    public Builder sleeper(Sleeper sleeper) {
      this.sleeper = requireNonNull(sleeper, "sleeper");
      return this;
    }

    /** {@return the immutable pacing} */
    public Pacing build() {
      return new Pacing(this);
    }

    private static Duration checked(Duration d, String name) {
      requireNonNull(d, name);
      if (d.isNegative()) {
        throw new IllegalArgumentException(name + " pause must not be negative, was " + d);
      }
      return d;
    }
  }
}
