package dev.autopilot.core.internal;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A value the page asks in boxes of a few characters each: a sort code as three boxes of two
 * digits, a code in groups of four. The boxes are the text inputs of one group, each with a
 * {@code maxlength}, that the pack answers with one and the same value whose characters (its
 * digits when it is digits and separators; its letters and digits otherwise) are as many as the
 * boxes hold together; each box takes its share in the page's order. What the page shows is the
 * evidence: one question, boxes that each hold a part, widths that add up to the value. Stateless.
 */
final class BoxedValues {
  private BoxedValues() {}

  /**
   * The share of the value this box takes, or null when the box is no part of a value asked in
   * boxes (the value fits the box, the box has no width, the group's boxes are answered with
   * other values, or their widths do not add up to the value).
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
    Optional<ElementGroup> group = snapshot.groupOf(box);
    if (group.isEmpty()) {
      return null;
    }
    List<SemanticElement> boxes = snapshot.members(group.get()).stream()
        .filter(e -> e.role() == Role.TEXTBOX && !e.isolated() && !e.disabled() && width(e) > 0).toList();
    if (boxes.size() < 2 || boxes.stream().noneMatch(e -> e.ref().equals(box.ref()))) {
      return null;
    }
    String chars = value.matches("[\\d\\s./-]+") ? value.replaceAll("\\D", "") : value.replaceAll("[^\\p{L}\\p{N}]", "");
    int total = boxes.stream().mapToInt(BoxedValues::width).sum();
    if (chars.length() != total) {
      return null;
    }
    int at = 0;
    String share = null;
    for (SemanticElement e : boxes) {
      if (!e.ref().equals(box.ref()) && !answerOf.apply(e).map(value::equals).orElse(false)) {
        return null; // a box of the group asks something else
      }
      if (e.ref().equals(box.ref())) {
        share = chars.substring(at, at + width(e));
      }
      at += width(e);
    }
    return share;
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
