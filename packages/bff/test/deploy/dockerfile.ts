import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Copy, DockerfileParser, type Env, type Instruction, type JSONInstruction } from 'dockerfile-ast';
import { REPO_ROOT } from './manifests.js';

/** One stage of the Dockerfile: its name, its base image (ARGs resolved) and its instructions. */
export interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

export const DOCKERFILE = join(REPO_ROOT, 'Dockerfile');

export const dockerfileStages = (): Stage[] => {
  const dockerfile = DockerfileParser.parse(readFileSync(DOCKERFILE, 'utf8'));
  const args = new Map(
    dockerfile.getInitialARGs().flatMap((arg) => {
      const property = arg.getProperty();
      return property ? [[property.getName(), property.getValue() ?? '']] : [];
    }),
  );
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [image = '', as, name = ''] = instruction.getArguments().map((argument) => argument.getValue());
      if (as?.toUpperCase() !== 'AS') throw new Error(`FROM ${image}: every stage needs a name`);
      stages.push({
        name,
        image: image.replace(/^\$\{(\w+)\}$/, (_all, arg: string) => args.get(arg) ?? ''),
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
};

export const stageNamed = (name: string): Stage => {
  const stage = dockerfileStages().find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`the Dockerfile has no stage ${name}`);
  return stage;
};

/** The image's stage: the last one. */
export const runtimeStage = (): Stage => dockerfileStages().at(-1) as Stage;

export const instructions = <T extends Instruction>(stage: Stage, keyword: string): T[] =>
  stage.instructions.filter((instruction) => instruction.getKeyword() === keyword) as T[];

/** A COPY's sources, destination and --from stage. */
export const copyOf = (copy: Copy) => {
  const paths = copy.getArguments().map((argument) => argument.getValue());
  return { from: copy.getFromFlag()?.getValue() ?? null, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
};

/** The variables a stage's ENV instructions set. */
export const envOf = (stage: Stage): Map<string, string> =>
  new Map(
    instructions<Env>(stage, 'ENV').flatMap((env) =>
      env.getProperties().map((property) => [property.getName(), property.getValue() ?? ''] as const),
    ),
  );

/** The exec-form command of CMD (or another JSON instruction) as its words. */
export const execForm = (instruction: JSONInstruction): string[] =>
  instruction.getJSONStrings().map((word) => word.getJSONValue());

/** The numeric user and group of the image's USER instruction. */
export const dockerfileUser = (): { uid: number; gid: number } => {
  const user = instructions(runtimeStage(), 'USER').at(-1)?.getArgumentsContent() ?? '';
  const match = /^(\d+)(?::(\d+))?$/.exec(user);
  if (!match) throw new Error(`USER ${user}: give the user (and group) as numbers`);
  return { uid: Number(match[1]), gid: Number(match[2] ?? match[1]) };
};
