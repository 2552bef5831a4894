package io.legalagent.cli;

import io.legalagent.retrieval.pack.PackBuildCommand;
import picocli.CommandLine.Command;

/** {@code pack KIND}: frozen ResearchPacks (Frozen Context Spec), built once with no model. */
@Command(
        name = "pack",
        mixinStandardHelpOptions = true,
        description = "Frozen ResearchPacks; pack build --help for its options.",
        subcommands = {PackBuildCommand.class})
final class PackCommands {}
