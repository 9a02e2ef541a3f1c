import { Controller } from '@nestjs/common';
import {
  CalendarFeedMessage,
  Messages,
  PlanAddMessage,
  PlanChangeMessage,
  PlanListMessage,
  PlanRemoveMessage,
  PlanShoppingMessage,
  ShoppingActor,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { PlanService } from './plan.service';

/** Bus entry points of the meal plan: the message arrives parsed; call the service, reply. */
@Controller()
export class PlanHandlers {
  constructor(private readonly plan: PlanService) {}

  @Handles(Messages.plan.list)
  list({ range, ...actor }: PlanListMessage) {
    return this.plan.list(actor, range);
  }

  @Handles(Messages.plan.add)
  add({ body, ...actor }: PlanAddMessage) {
    return this.plan.add(actor, body);
  }

  @Handles(Messages.plan.change)
  change({ id, body, ...actor }: PlanChangeMessage) {
    return this.plan.change(actor, id, body);
  }

  @Handles(Messages.plan.remove)
  remove({ id, ...actor }: PlanRemoveMessage) {
    return this.plan.remove(actor, id);
  }

  @Handles(Messages.plan.shopping)
  shopping({ range, ...actor }: PlanShoppingMessage) {
    return this.plan.addToList(actor, range);
  }

  @Handles(Messages.plan.calendarLink)
  calendarLink(actor: ShoppingActor) {
    return this.plan.calendarLink(actor);
  }

  @Handles(Messages.plan.calendarFeed)
  calendarFeed({ secret, today }: CalendarFeedMessage) {
    return this.plan.calendarFeed(secret, today);
  }
}
