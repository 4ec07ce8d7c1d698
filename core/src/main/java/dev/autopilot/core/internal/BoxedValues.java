package dev.autopilot.core.internal;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A value the page asks in boxes of a few characters each: a sort code as three boxes of two
 * digits, a code in groups of four. The boxes are text inputs side by side in the page's order,
 * each with a {@code maxlength} of six or less, that the pack answers with one and the same value
 * whose characters (its digits when it is digits and separators; its letters and digits
 * otherwise) are as many as the boxes hold together; each box takes its share in order. What the
 * page shows is the evidence: one value asked by each box, boxes that each hold a part, widths
 * that add up to the value. Stateless.
 */
final class BoxedValues {
  private BoxedValues() {}

  /**
   * The share of the value this box takes, or null when the box is no part of a value asked in
   * boxes (the value fits the box, the box has no width, no box beside it is answered with the
   * same value, or the widths do not add up to the value).
   *
   * @param snapshot the snapshot that holds the box
   * @param box the text input the value would be typed into
   * @param value the value as the pack answers the box
   * @param answerOf the pack's answer to another field of the page, as text; empty when none
   * @return the characters this box takes, or null
   */
  static @Nullable String shareOf(SemanticSnapshot snapshot, SemanticElement box, String value, Function<SemanticElement, Optional<String>> answerOf) {
    int width = width(box);
    if (width <= 0 || value.length() <= width) {
      return null;
    }
    // the boxes side by side in the page's order, each of a few characters, that the pack answers
    // with this same value: a sort code's three boxes, whether or not a group holds them
    List<SemanticElement> all = snapshot.elements();
    int at = -1;
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).ref().equals(box.ref())) {
        at = i;
      }
    }
    if (at < 0) {
      return null;
    }
    int first = at;
    while (first > 0 && isBoxOf(all.get(first - 1), value, answerOf)) {
      first--;
    }
    int last = at;
    while (last + 1 < all.size() && isBoxOf(all.get(last + 1), value, answerOf)) {
      last++;
    }
    List<SemanticElement> boxes = all.subList(first, last + 1);
    if (boxes.size() < 2) {
      return null;
    }
    String chars = value.matches("[\\d\\s./-]+") ? value.replaceAll("\\D", "") : value.replaceAll("[^\\p{L}\\p{N}]", "");
    int total = boxes.stream().mapToInt(BoxedValues::width).sum();
    if (chars.length() != total) {
      return null;
    }
    int offset = 0;
    for (SemanticElement e : boxes) {
      if (e.ref().equals(box.ref())) {
        return chars.substring(offset, offset + width(e));
      }
      offset += width(e);
    }
    return null;
  }

  /** Whether the element is a box of a few characters that the pack answers with this value. */
  private static boolean isBoxOf(SemanticElement e, String value, Function<SemanticElement, Optional<String>> answerOf) {
    return e.role() == Role.TEXTBOX && !e.isolated() && !e.disabled() && width(e) > 0 && answerOf.apply(e).map(value::equals).orElse(false);
  }

  /**
   * Whether the value is longer than the box holds, so that it may be a value asked in boxes: the
   * cheap test before {@link #shareOf}.
   *
   * @param box a text input
   * @param value the value to be typed into it
   * @return true when the box declares a small width the value exceeds
   */
  static boolean mayBeShared(SemanticElement box, String value) {
    int width = width(box);
    return width > 0 && value.length() > width;
  }

  /** The characters a box holds: its {@code maxlength}, 0 when it declares none or a wide one. */
  private static int width(SemanticElement e) {
    @Nullable String max = e.attribute("maxlength");
    if (max == null || !max.strip().matches("\\d{1,2}")) {
      return 0;
    }
    int w = Integer.parseInt(max.strip());
    return w <= 6 ? w : 0;
  }
}
