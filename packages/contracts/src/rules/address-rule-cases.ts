import type { AddressParts, AddressProblem, NameParts } from './address-rules.js';

/**
 * The cases for the spec 2 §5 address rules, in the one copy of those rules that the gateway
 * (which enforces them) and the web client (which mirrors them as the user types) both import.
 */
const fifthAvenue: AddressParts = {
  street: 'Fifth Avenue',
  house: '350',
  flat: '12B',
  city: 'New York',
  post_index: '10118',
};
const tverskaya: AddressParts = { street: 'Tverskaya', house: '7', flat: '15', city: 'Moscow', post_index: '125009' };

export const ADDRESS_CASES: { name: string; parts: AddressParts; country: string; street: string; line: string }[] = [
  {
    name: 'US: no house in the street line, house first in the address',
    parts: fifthAvenue,
    country: 'US',
    street: 'Fifth Avenue',
    line: '350 Fifth Avenue, Apt 12B, New York, 10118',
  },
  {
    name: 'Puerto Rico is written the US way',
    parts: { ...fifthAvenue, flat: undefined },
    country: 'PR',
    street: 'Fifth Avenue',
    line: '350 Fifth Avenue, New York, 10118',
  },
  {
    name: 'elsewhere the house follows the street',
    parts: tverskaya,
    country: 'RU',
    street: 'Tverskaya, 7',
    line: '125009, Moscow, Tverskaya, 7, 15',
  },
  {
    name: 'missing parts leave no empty commas',
    parts: { street: 'Via Roma', house: '3', city: 'Rome' },
    country: 'IT',
    street: 'Via Roma, 3',
    line: 'Rome, Via Roma, 3',
  },
];

const anna: NameParts = { first_name: 'Anna', last_name: 'Partnerova', patronymic: 'Ivanovna' };

export const NAME_CASES: { name: string; parts: NameParts; country: string; withTemplate: boolean; full: string }[] = [
  { name: 'RU adds the patronymic', parts: anna, country: 'RU', withTemplate: false, full: 'Partnerova Anna Ivanovna' },
  {
    name: 'RU with an address template does not',
    parts: anna,
    country: 'RU',
    withTemplate: true,
    full: 'Partnerova Anna',
  },
  { name: 'KZ is a listed country', parts: anna, country: 'KZ', withTemplate: false, full: 'Partnerova Anna Ivanovna' },
  { name: 'the US is not', parts: anna, country: 'US', withTemplate: false, full: 'Anna Partnerova' },
  { name: 'Italy is not', parts: anna, country: 'IT', withTemplate: false, full: 'Anna Partnerova' },
  {
    name: 'no patronymic given',
    parts: { first_name: 'Anna', last_name: 'Partnerova' },
    country: 'RU',
    withTemplate: false,
    full: 'Partnerova Anna',
  },
];

export const COORDINATE_CASES: {
  name: string;
  deliveryType: string;
  country: string;
  coords: { latitude?: number; longitude?: number };
  problem: AddressProblem | null;
}[] = [
  {
    name: 'courier in AZ without coordinates',
    deliveryType: 'delivery-courier',
    country: 'AZ',
    coords: {},
    problem: 'coordinates_required',
  },
  {
    name: 'courier in AZ with only a latitude',
    deliveryType: 'delivery-courier',
    country: 'AZ',
    coords: { latitude: 40.4 },
    problem: 'coordinates_required',
  },
  {
    name: 'courier in AZ with coordinates',
    deliveryType: 'delivery-courier',
    country: 'AZ',
    coords: { latitude: 40.41, longitude: 49.87 },
    problem: null,
  },
  { name: 'pickup in AZ needs none', deliveryType: 'delivery-pickup', country: 'AZ', coords: {}, problem: null },
  { name: 'courier in RU needs none', deliveryType: 'delivery-courier', country: 'RU', coords: {}, problem: null },
];
