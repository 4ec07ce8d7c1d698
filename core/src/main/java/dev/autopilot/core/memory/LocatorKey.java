package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Which page a locator entry belongs to: the host, the normalized path, the page's signature and
 * the versions of the pack and the planner whose choices were cached. A new pack or planner
 * version starts a fresh cache; a re-styled page (ids and classes renamed) keeps its key, because
 * the signature is made of the page's questions and roles only.
 *
 * @param host the page's host, lower case
 * @param normalizedPath the path with volatile segments replaced ({@code
 *     dev.autopilot.core.model.SemanticKey#normalizePath})
 * @param pageSignature a digest of the page's questions and roles (see {@code
 *     dev.autopilot.core.memory.PageSignature}), never of ids, classes or values
 * @param packVersion the domain pack's name and version
 * @param plannerVersion the planner's name and version
 *
 * <p>Immutable and thread-safe.
 */
public record LocatorKey(String host, String normalizedPath, String pageSignature, String packVersion, String plannerVersion) {
  /**
   * Checks that no component is null.
   *
   * @param host the page's host, lower case
   * @param normalizedPath the path with volatile segments replaced
   * @param pageSignature the digest of the page's questions and roles
   * @param packVersion the domain pack's name and version; empty when the planner has no pack
   * @param plannerVersion the planner's name and version
   * @throws NullPointerException when a component is null
   */
  public LocatorKey {
    requireNonNull(host, "host");
    requireNonNull(normalizedPath, "normalizedPath");
    requireNonNull(pageSignature, "pageSignature");
    requireNonNull(packVersion, "packVersion");
    requireNonNull(plannerVersion, "plannerVersion");
  }

  /**
   * The key as one fixed-length string (SHA-256, hex, 64 characters): what a store indexes by. Equal
   * keys have equal ids.
   *
   * @return 64 lower-case hex characters, the same in every JVM for the same components
   */
  public String id() {
    return sha256(host + '\n' + normalizedPath + '\n' + pageSignature + '\n' + packVersion + '\n' + plannerVersion);
  }

  static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
