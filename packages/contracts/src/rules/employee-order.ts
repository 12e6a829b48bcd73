/**
 * The employee's dedicated order flow (spec 2 §1, §6 "employees use a dedicated order flow"; its
 * details are not shown). `x-assumed`, decided here in one place: an employee orders for themselves
 * through the same cart and checkout, but the order goes to a company stock or office where they
 * collect it at work (delivery type `stock`: no courier, pickup point or group order), and it is
 * marked as an employee order (`order_source`) so the company can handle it apart (staff terms,
 * hand-over at the office). Ordering for a partner they serve is spectator mode (spec 1 §6), not this.
 */

/** The `order_source` of an employee's order. */
export const EMPLOYEE_ORDER_SOURCE = 'employee';

/** How an employee's order may be delivered: to a company stock or office. */
export const EMPLOYEE_DELIVERY_TYPES: readonly string[] = ['stock'];

/** The address-template tab (spec 2 §2: shop, courier, pvz) of a company stock or office. */
export const EMPLOYEE_TEMPLATE_TYPE = 'shop';

/** Why an employee's delivery is refused, or null. */
export const employeeDeliveryProblem = (deliveryType: string): 'employee_stock_only' | null =>
  EMPLOYEE_DELIVERY_TYPES.includes(deliveryType) ? null : 'employee_stock_only';
