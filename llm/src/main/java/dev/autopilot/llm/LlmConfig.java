package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.net.URI;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How to reach a language model: provider, endpoint, model, key, deadline and retries, and what
 * besides placeholders may leave the machine. Immutable and thread-safe.
 *
 * <p>By builder:
 *
 * <pre>{@code
 * LlmConfig config = LlmConfig.builder()
 *     .provider(LlmConfig.Provider.OPENAI)
 *     .baseUrl("http://127.0.0.1:11434/v1")   // any OpenAI-compatible endpoint
 *     .model("qwen2.5:7b-instruct")
 *     .apiKey("...")
 *     .build();
 * }</pre>
 *
 * <p>Or from the environment, {@link #fromEnvironment()}:
 *
 * <table>
 *   <caption>Environment variables</caption>
 *   <tr><th>variable</th><th>meaning</th><th>default</th></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_PROVIDER}</td><td>{@code openai} (any OpenAI-compatible
 *       endpoint: OpenAI, vLLM, Ollama, DeepSeek, GLM, ...) or {@code anthropic}</td>
 *       <td>{@code openai}</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_BASE_URL}</td><td>the API's base URL, such as
 *       {@code https://api.openai.com/v1}</td><td>the provider's public endpoint</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_MODEL}</td><td>the model name</td><td>required</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_API_KEY}</td><td>the key; else {@code OPENAI_API_KEY} or
 *       {@code ANTHROPIC_API_KEY} by provider</td><td>none (local servers often need none)</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_TIMEOUT_SECONDS}</td><td>the deadline of one call, retries
 *       included</td><td>60</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_MAX_RETRIES}</td><td>retries after a 429, a 5xx or a
 *       timeout</td><td>2</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_JSON_SCHEMA}</td><td>{@code true} to ask for structured output
 *       by JSON schema (OpenAI and most compatible servers support it), {@code false} for servers
 *       that do not</td><td>{@code true} for openai, {@code false} for anthropic</td></tr>
 *   <tr><td>{@code AUTOPILOT_LLM_SHARE}</td><td>comma-separated {@link Share} values: what
 *       besides placeholders may be sent ({@code free_text}, {@code cover_letter})</td>
 *       <td>nothing</td></tr>
 * </table>
 *
 * <p>Configuration errors surface at {@link Builder#build()} as {@link AutopilotException} with
 * {@link ErrorCode#CONFIG_INVALID} and a message naming the variable to set.
 */
public final class LlmConfig {

  /** The protocol a provider speaks. */
  public enum Provider {
    /** OpenAI chat completions, also spoken by vLLM, Ollama, DeepSeek, GLM and many others. */
    OPENAI("https://api.openai.com/v1"),
    /** Anthropic messages. */
    ANTHROPIC("https://api.anthropic.com/v1");

    private final String defaultBaseUrl;

    Provider(String defaultBaseUrl) {
      this.defaultBaseUrl = defaultBaseUrl;
    }

    /**
     * The provider's public endpoint, the base URL when none is set.
     *
     * @return such as {@code https://api.openai.com/v1}
     */
    public String defaultBaseUrl() {
      return defaultBaseUrl;
    }
  }

  /**
   * Personal data that may be sent to the model as it is, besides placeholders. Identity values
   * (name, e-mail, phone, address, birth date, links) are never sent: the model sees
   * placeholders such as <code>{{email}}</code> and the values are filled in locally.
   */
  public enum Share {
    /** Free-text answers of the person (such as "How did you hear about us?": "A friend"). */
    FREE_TEXT,
    /** The cover letter. */
    COVER_LETTER
  }

  /** The default deadline of one call: 60 seconds. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

  /** Retries after a transient fault when none are set, here and in {@link ModelGateway.Builder}. */
  static final int DEFAULT_MAX_RETRIES = 2;

  /** The output limit of one reply when none is set, here and in {@link ModelGateway.Builder}. */
  static final int DEFAULT_MAX_OUTPUT_TOKENS = 2_048;

  /** The smallest output limit either builder takes. */
  static final int MIN_OUTPUT_TOKENS = 16;

  private final Provider provider;
  private final URI baseUrl;
  private final String model;
  private final @Nullable String apiKey;
  private final Duration timeout;
  private final int maxRetries;
  private final boolean jsonSchema;
  private final Set<Share> share;
  private final int maxOutputTokens;

  private LlmConfig(Builder b, String model, boolean jsonSchema) {
    this.provider = b.provider;
    this.baseUrl = URI.create(b.baseUrl == null ? b.provider.defaultBaseUrl() : b.baseUrl);
    this.model = model;
    this.apiKey = b.apiKey;
    this.timeout = b.timeout;
    this.maxRetries = b.maxRetries;
    this.jsonSchema = jsonSchema;
    this.share = Set.copyOf(b.share);
    this.maxOutputTokens = b.maxOutputTokens;
  }

  /**
   * A builder with the defaults: OpenAI, its public endpoint, no key, 60 s, 2 retries, 2,048
   * output tokens, nothing shared.
   *
   * @return a new builder; a model name must be set before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The configuration the process environment describes.
   *
   * @return the configuration; its key is never shown by {@link #toString()}
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when a variable is missing
   *     or wrong; the message names it
   */
  public static LlmConfig fromEnvironment() {
    return fromEnvironment(System.getenv());
  }

  /**
   * As {@link #fromEnvironment()}, from the given variables (for tests and hosts).
   *
   * @param env the variables, as {@link System#getenv()} gives them; blank values count as unset
   * @return the configuration
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when
   *     {@code AUTOPILOT_LLM_MODEL} is missing or a variable is wrong; the message names it
   */
  public static LlmConfig fromEnvironment(Map<String, String> env) {
    requireNonNull(env, "env");
    Builder b = builder();
    String provider = env.get("AUTOPILOT_LLM_PROVIDER");
    if (provider != null && !provider.isBlank()) {
      try {
        b.provider(Provider.valueOf(provider.trim().toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw invalid("AUTOPILOT_LLM_PROVIDER must be openai or anthropic, was '" + provider + "'");
      }
    }
    String base = env.get("AUTOPILOT_LLM_BASE_URL");
    if (base != null && !base.isBlank()) {
      b.baseUrl(base.trim());
    }
    String model = env.get("AUTOPILOT_LLM_MODEL");
    if (model != null && !model.isBlank()) {
      b.model(model.trim());
    }
    String key = env.get("AUTOPILOT_LLM_API_KEY");
    if (key == null || key.isBlank()) {
      key = env.get(b.provider == Provider.ANTHROPIC ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY");
    }
    if (key != null && !key.isBlank()) {
      b.apiKey(key.trim());
    }
    String timeout = env.get("AUTOPILOT_LLM_TIMEOUT_SECONDS");
    if (timeout != null && !timeout.isBlank()) {
      b.timeout(Duration.ofSeconds(positive("AUTOPILOT_LLM_TIMEOUT_SECONDS", timeout)));
    }
    String retries = env.get("AUTOPILOT_LLM_MAX_RETRIES");
    if (retries != null && !retries.isBlank()) {
      b.maxRetries((int) nonNegative("AUTOPILOT_LLM_MAX_RETRIES", retries));
    }
    String schema = env.get("AUTOPILOT_LLM_JSON_SCHEMA");
    if (schema != null && !schema.isBlank()) {
      String s = schema.trim().toLowerCase(Locale.ROOT);
      if (!s.equals("true") && !s.equals("false")) {
        throw invalid("AUTOPILOT_LLM_JSON_SCHEMA must be true or false, was '" + schema + "'");
      }
      b.jsonSchema(s.equals("true"));
    }
    String share = env.get("AUTOPILOT_LLM_SHARE");
    if (share != null && !share.isBlank()) {
      for (String part : share.split(",")) {
        if (part.isBlank()) {
          continue;
        }
        try {
          b.share(Share.valueOf(part.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
          throw invalid("AUTOPILOT_LLM_SHARE takes free_text and cover_letter, was '" + part.trim() + "'");
        }
      }
    }
    if (b.model == null) {
      throw invalid("set AUTOPILOT_LLM_MODEL to the model's name (and AUTOPILOT_LLM_BASE_URL for an endpoint other than " + b.provider.defaultBaseUrl() + ")");
    }
    return b.build();
  }

  /**
   * Whether the environment names a model, that is whether {@link #fromEnvironment()} applies.
   *
   * @param env the variables, as {@link System#getenv()} gives them
   * @return true when {@code AUTOPILOT_LLM_MODEL} is set and not blank; the other variables are
   *     not checked here
   */
  public static boolean presentIn(Map<String, String> env) {
    String model = env.get("AUTOPILOT_LLM_MODEL");
    return model != null && !model.isBlank();
  }

  /**
   * The protocol the endpoint speaks.
   *
   * @return {@link Provider#OPENAI} unless set otherwise
   */
  public Provider provider() {
    return provider;
  }

  /**
   * The API's base URL, to which the protocol's paths (such as {@code /chat/completions}) are
   * appended.
   *
   * @return an http or https URL; the provider's public endpoint when none was set
   */
  public URI baseUrl() {
    return baseUrl;
  }

  /**
   * The model's name, as the endpoint knows it.
   *
   * @return not blank
   */
  public String model() {
    return model;
  }

  /**
   * The key, or null when the endpoint needs none.
   *
   * @return the key as given; null when none was set. Never log it: {@link #toString()} masks it
   */
  public @Nullable String apiKey() {
    return apiKey;
  }

  /**
   * The deadline of one call, retries and pauses included.
   *
   * @return positive; {@link #DEFAULT_TIMEOUT} unless set
   */
  public Duration timeout() {
    return timeout;
  }

  /**
   * Retries after a 429, a 5xx or a timeout, at most.
   *
   * @return within 0..10; 2 unless set
   */
  public int maxRetries() {
    return maxRetries;
  }

  /**
   * Whether replies are asked for by JSON schema (structured output).
   *
   * @return as set; else true for OpenAI and false for Anthropic
   */
  public boolean jsonSchema() {
    return jsonSchema;
  }

  /**
   * What personal data besides placeholders may be sent.
   *
   * @return an immutable set; empty (the default) sends placeholders only
   */
  public Set<Share> share() {
    return share;
  }

  /**
   * The most tokens one reply may have.
   *
   * @return at least 16; 2,048 unless set
   */
  public int maxOutputTokens() {
    return maxOutputTokens;
  }

  /** The configuration without its key, for logs and events. */
  @Override
  public String toString() {
    return "LlmConfig[provider=" + provider.name().toLowerCase(Locale.ROOT) + ", baseUrl=" + baseUrl + ", model=" + model + ", apiKey=" + (apiKey == null ? "none" : "***")
        + ", timeout=" + timeout.toSeconds() + "s, maxRetries=" + maxRetries + ", jsonSchema=" + jsonSchema + ", share=" + share + "]";
  }

  private static AutopilotException invalid(String message) {
    return new AutopilotException(ErrorCode.CONFIG_INVALID, message);
  }

  private static long positive(String name, String value) {
    long v = nonNegative(name, value);
    if (v == 0) {
      throw invalid(name + " must be at least 1, was " + value);
    }
    return v;
  }

  private static long nonNegative(String name, String value) {
    try {
      long v = Long.parseLong(value.trim());
      if (v < 0) {
        throw invalid(name + " must not be negative, was " + value);
      }
      return v;
    } catch (NumberFormatException e) {
      throw invalid(name + " must be a whole number, was '" + value + "'");
    }
  }

  /** Builds an {@link LlmConfig}. Not thread-safe. */
  public static final class Builder {
    private Provider provider = Provider.OPENAI;
    private @Nullable String baseUrl;
    private @Nullable String model;
    private @Nullable String apiKey;
    private Duration timeout = DEFAULT_TIMEOUT;
    private int maxRetries = DEFAULT_MAX_RETRIES;
    private @Nullable Boolean jsonSchema;
    private final Set<Share> share = EnumSet.noneOf(Share.class);
    private int maxOutputTokens = DEFAULT_MAX_OUTPUT_TOKENS;

    private Builder() {}

    /**
     * The protocol the endpoint speaks; OpenAI when not set. It also picks the default base URL
     * and whether JSON schema is asked for.
     *
     * @param provider {@link Provider#OPENAI} for any OpenAI-compatible server
     * @return this builder
     */
    public Builder provider(Provider provider) {
      this.provider = requireNonNull(provider, "provider");
      return this;
    }

    /**
     * The API's base URL; the provider's public endpoint when not set.
     *
     * @param baseUrl an http or https URL with a host, such as {@code http://127.0.0.1:11434/v1};
     *     checked at {@link #build()}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = requireNonNull(baseUrl, "baseUrl");
      return this;
    }

    /**
     * The model's name. Required.
     *
     * @param model as the endpoint knows it, such as {@code gpt-4o-mini}; must not be blank at
     *     {@link #build()}
     * @return this builder
     */
    public Builder model(String model) {
      this.model = requireNonNull(model, "model");
      return this;
    }

    /**
     * The key sent to the endpoint; none when not set (local servers often need none).
     *
     * @param apiKey sent as the provider's auth header; kept out of {@link LlmConfig#toString()}
     * @return this builder
     */
    public Builder apiKey(String apiKey) {
      this.apiKey = requireNonNull(apiKey, "apiKey");
      return this;
    }

    /**
     * The deadline of one call, retries and pauses included; 60 s by default.
     *
     * @param timeout positive; checked at {@link #build()}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      this.timeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Retries after a 429, a 5xx or a timeout; 2 by default.
     *
     * @param maxRetries within 0..10, 0 for none; checked at {@link #build()}
     * @return this builder
     */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * Whether to ask for structured output by JSON schema; by default yes for OpenAI, no for Anthropic.
     *
     * @param jsonSchema false for OpenAI-compatible servers that reject a response format
     * @return this builder
     */
    public Builder jsonSchema(boolean jsonSchema) {
      this.jsonSchema = jsonSchema;
      return this;
    }

    /**
     * Allows this kind of personal data to be sent as it is. Adds to what was allowed before.
     *
     * @param kind the kind the model may see; identity and contact values are never sent
     * @return this builder
     */
    public Builder share(Share kind) {
      share.add(requireNonNull(kind, "kind"));
      return this;
    }

    /**
     * The most tokens one reply may have; 2,048 by default. A reply cut at this limit fails as
     * {@link ModelFault#TRUNCATED}.
     *
     * @param maxOutputTokens at least 16; checked at {@link #build()}
     * @return this builder
     */
    public Builder maxOutputTokens(int maxOutputTokens) {
      this.maxOutputTokens = maxOutputTokens;
      return this;
    }

    /**
     * The configuration.
     *
     * @return an immutable, thread-safe configuration
     * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the model is missing,
     *     the base URL is not an http(s) URL, or a number is out of range
     */
    public LlmConfig build() {
      if (model == null || model.isBlank()) {
        throw invalid("the model name is missing: call model(...) or set AUTOPILOT_LLM_MODEL");
      }
      String base = baseUrl == null ? provider.defaultBaseUrl() : baseUrl;
      try {
        URI uri = URI.create(base);
        if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https")) || uri.getHost() == null) {
          throw invalid("the base URL must be an http or https URL, was '" + base + "'");
        }
      } catch (IllegalArgumentException e) {
        throw invalid("the base URL is not a URL: '" + base + "'");
      }
      if (timeout.isNegative() || timeout.isZero()) {
        throw invalid("the timeout must be positive, was " + timeout);
      }
      if (maxRetries < 0 || maxRetries > 10) {
        throw invalid("maxRetries must be within 0..10, was " + maxRetries);
      }
      if (maxOutputTokens < MIN_OUTPUT_TOKENS) {
        throw invalid("maxOutputTokens must be at least " + MIN_OUTPUT_TOKENS + ", was " + maxOutputTokens);
      }
      boolean schema = jsonSchema != null ? jsonSchema : provider == Provider.OPENAI;
      return new LlmConfig(this, model, schema);
    }
  }
}
