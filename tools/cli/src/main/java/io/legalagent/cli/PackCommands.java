package io.legalagent.cli;

import io.legalagent.retrieval.pack.PackBuildCommand;
import io.legalagent.retrieval.pack.PackVerifyCommand;
import picocli.CommandLine.Command;

/** {@code pack KIND}: frozen ResearchPacks (Frozen Context Spec), built once with no model. */
@Command(
        name = "pack",
        mixinStandardHelpOptions = true,
        description =
                "Frozen ResearchPacks: pack build, pack verify, pack register; pack KIND --help for the options of one.",
        subcommands = {PackBuildCommand.class, PackVerifyCommand.class, PackRegisterCommand.class})
final class PackCommands {}
