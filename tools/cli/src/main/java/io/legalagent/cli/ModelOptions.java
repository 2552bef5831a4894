package io.legalagent.cli;

import io.legalagent.cli.stack.Model;
import picocli.CommandLine.Option;

/** The model flags of up, ask and eval (default: offline, no language model at all). */
final class ModelOptions {
    @Option(names = "--llm", paramLabel = "offline|ollama|openai", description = "the services' model provider")
    String llm;

    @Option(names = "--model", paramLabel = "NAME", description = "the model name (with --llm ollama or openai)")
    String model;

    @Option(names = "--ollama-url", paramLabel = "URL", description = "the Ollama server")
    String ollamaUrl;

    @Option(
            names = "--openai-url",
            paramLabel = "URL",
            description = "an OpenAI-compatible server; its key comes from OPENAI_API_KEY, never written to disk")
    String openaiUrl;

    boolean chosen() {
        return llm != null
                || model != null
                || ollamaUrl != null
                || openaiUrl != null
                || Io.env.apply("LEGAL_MODEL_PROVIDER") != null;
    }

    Model resolve() {
        return Model.fromEnvironment(Io.env).with(llm, model, ollamaUrl, openaiUrl);
    }
}
