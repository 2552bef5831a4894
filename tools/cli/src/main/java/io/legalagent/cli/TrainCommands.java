package io.legalagent.cli;

import io.legalagent.retrieval.train.TrainRerankerCommand;
import picocli.CommandLine.Command;

/** {@code train KIND}: rebuilds a learned part of the product from the project's data. */
@Command(
        name = "train",
        mixinStandardHelpOptions = true,
        description = "Rebuilds a learned part of the product; train KIND --help for the options of one kind.",
        subcommands = {TrainScreenCommand.class, TrainRerankerCommand.class})
final class TrainCommands {}
