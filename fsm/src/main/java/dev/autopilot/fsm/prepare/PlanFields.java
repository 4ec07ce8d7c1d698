package dev.autopilot.fsm.prepare;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Secret;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * How a plan reads the fields a form will send, and how a live page is compared with a plan: the
 * one judgement the orchestrator uses when it prepares and when it confirms, open to hosts that
 * show a plan to a person. Stateless and thread-safe.
 */
public final class PlanFields {
  /** The roles of controls whose values a form sends. */
  private static final Set<Role> FIELD_ROLES = EnumSet.of(Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.LISTBOX, Role.CHECKBOX, Role.RADIO,
      Role.SWITCH, Role.SPINBUTTON, Role.SLIDER, Role.FILE);
  private static final SecureRandom RANDOM = new SecureRandom();

  private PlanFields() {}

  /**
   * A new random digest key for a plan.
   *
   * @return 16 bytes from a {@link SecureRandom}, as 32 lower-case hex digits
   */
  public static String newDigestKey() {
    byte[] key = new byte[16];
    RANDOM.nextBytes(key);
    return HexFormat.of().formatHex(key);
  }

  /**
   * The fields of a snapshot a submit would send: every control a person can answer (not in a
   * foreign panel, not disabled, visible or operated through something visible), values concealed
   * under the key.
   *
   * @param snapshot the page, as filled
   * @param digestKey the plan's {@link PreparedPlan#digestKey()}: the same key gives the same
   *     digest for the same value
   * @return the fields in page order, each value as {@code len=N digest=...}, empty when the
   *     field is, or {@code [secret]} for a password; empty when the page has no field
   */
  public static List<PreparedPlan.Field> read(SemanticSnapshot snapshot, String digestKey) {
    requireNonNull(snapshot, "snapshot");
    requireNonNull(digestKey, "digestKey");
    List<PreparedPlan.Field> out = new ArrayList<>();
    for (SemanticElement e : snapshot.elements()) {
      if (!FIELD_ROLES.contains(e.role()) || !Fields.askable(e)) {
        continue;
      }
      String value;
      if (Fields.isSecret(e)) {
        value = Secret.SHOWN;
      } else {
        String raw = valueOf(e);
        value = raw.isEmpty() ? "" : digest(digestKey, raw);
      }
      out.add(new PreparedPlan.Field(snapshot.questionOf(e), e.name(), e.role().id(), Fields.required(snapshot, e), value));
    }
    return out;
  }

  /**
   * What differs between a plan and the live page about to be submitted, each as {@code kind:
   * what} ({@code page: ...}, {@code fields: ...}, {@code submit: ...}, {@code values: ...}); empty
   * when the page is the one the person approved. Field values are compared by digest and named by
   * their question only.
   *
   * @param plan the plan being confirmed
   * @param live the page now, filled again
   * @param submitName the accessible name of the control the submit would press
   * @return the differences, page first; empty when the page matches the plan
   */
  public static List<String> differences(PreparedPlan plan, SemanticSnapshot live, String submitName) {
    requireNonNull(plan, "plan");
    requireNonNull(live, "live");
    requireNonNull(submitName, "submitName");
    List<String> out = new ArrayList<>();
    String page = pageOf(live);
    if (!page.equals(plan.formPage())) {
      out.add("page: the form is at " + page + ", the plan's at " + plan.formPage());
    }
    Map<String, List<String>> planned = byIdentity(plan.fields());
    Map<String, List<String>> now = byIdentity(read(live, plan.digestKey()));
    List<String> gone = new ArrayList<>();
    List<String> added = new ArrayList<>();
    List<String> changed = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : planned.entrySet()) {
      List<String> values = now.get(e.getKey());
      if (values == null || values.size() != e.getValue().size()) {
        gone.add(label(e.getKey()));
      } else if (!sameValues(e.getValue(), values)) {
        changed.add(label(e.getKey()));
      }
    }
    for (String k : now.keySet()) {
      if (!planned.containsKey(k)) {
        added.add(label(k));
      }
    }
    if (!gone.isEmpty() || !added.isEmpty()) {
      out.add("fields: " + (gone.isEmpty() ? "" : "no longer " + String.join(", ", gone)) + (gone.isEmpty() || added.isEmpty() ? "" : "; ")
          + (added.isEmpty() ? "" : "new " + String.join(", ", added)));
    }
    PreparedPlan.SubmitControl submit = plan.submit();
    if (submit != null && !SemanticKey.questionSignature(submit.name()).equals(SemanticKey.questionSignature(submitName))) {
      out.add("submit: the control is '" + submitName + "', the plan's '" + submit.name() + "'");
    }
    if (!changed.isEmpty()) {
      out.add("values: other values than the plan's in " + String.join(", ", changed));
    }
    return out;
  }

  /**
   * The page of a snapshot as a plan names it: host and normalized path.
   *
   * @param snapshot the page
   * @return the host followed by the normalized path, without scheme or query, as {@link
   *     PreparedPlan#formPage()} holds it
   */
  public static String pageOf(SemanticSnapshot snapshot) {
    return snapshot.page().domain() + snapshot.page().normalizedPath();
  }

  /** The value as a digest covers it: a toggle's checked state, else its value. */
  private static String valueOf(SemanticElement e) {
    if (e.role() == Role.CHECKBOX || e.role() == Role.RADIO || e.role() == Role.SWITCH) {
      return String.valueOf(Boolean.TRUE.equals(e.checked()));
    }
    return e.value() == null ? "" : e.value();
  }

  /** A field's identity across processes: role, question and name, as signatures (refs do not last). */
  private static Map<String, List<String>> byIdentity(List<PreparedPlan.Field> fields) {
    Map<String, List<String>> out = new HashMap<>();
    for (PreparedPlan.Field f : fields) {
      String id = f.role() + "|" + SemanticKey.questionSignature(f.question()) + "|" + SemanticKey.questionSignature(f.name()) + "|" + f.question();
      out.computeIfAbsent(id, k -> new ArrayList<>()).add(f.value());
    }
    return out;
  }

  private static boolean sameValues(List<String> planned, List<String> now) {
    for (int i = 0; i < planned.size(); i++) {
      String p = planned.get(i);
      if (!p.equals(Secret.SHOWN) && !p.equals(now.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static String label(String identity) {
    return "'" + identity.substring(identity.lastIndexOf('|') + 1) + "'";
  }

  /** The concealed form of a value: {@code len=N digest=xxxxxxxx}, HMAC-SHA256 under the key. */
  static String digest(String key, String value) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      byte[] hash = mac.doFinal(value.getBytes(StandardCharsets.UTF_8));
      return "len=" + value.codePointCount(0, value.length()) + " digest=" + HexFormat.of().formatHex(hash, 0, 4);
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException("every Java platform provides HmacSHA256", e);
    }
  }
}
