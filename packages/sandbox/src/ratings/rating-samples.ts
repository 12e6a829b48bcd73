import { RatingName } from '@gf/contracts/upstream/entities/rating';
import type { Sample } from '../sample.js';

export const ratingSamples: Sample[] = [
  ...RatingName.options.map(
    (name): Sample => ({ operationId: 'rating', as: 'partner', path: `/greenway/office/rating/${name}/` }),
  ),
  { operationId: 'rating', as: 'partner', path: '/greenway/office/rating/most-liked/', status: 400 },
];
